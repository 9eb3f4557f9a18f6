import { Inject, Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import { isUniqueViolation } from '../common/http/db-errors.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { UserEntity } from '../users/user.entity.js';
import type { CreateWorkspaceUserDto } from './dto/create-workspace-user.dto.js';
import { addMember, alreadyMember } from './membership.js';
import { requireBodyWorkspace, touchWorkspace } from './referenced-workspace.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';
import { WORKSPACE_USER_SHAPE, type WorkspaceUserDoc, toWorkspaceUserResource } from './workspace-user.resource.js';

type WorkspaceUserOut = Partial<WorkspaceUserDoc>;

@Injectable()
export class WorkspaceUsersService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get(org: OrgContext, id: string, properties?: string[]): Promise<WorkspaceUserOut> {
    const sel = Selection.parse(WORKSPACE_USER_SHAPE, properties);
    return this.db.read(async (m) => {
      const member = await findInOrg(m, WorkspaceUserEntity, org.id, id, 'workspaceUser');
      const user = sel.has('user') ? await m.findOneByOrFail(UserEntity, { id: member.userId }) : undefined;
      return this.present(member, user, sel);
    });
  }

  /**
   * Adds a user (found by e-mail or created) to a workspace and, when the workspace is published, queues the
   * invitation in the same transaction. The check answers the common duplicate; the (workspace, user) unique index
   * answers a concurrent one, so simultaneous invitations of one address give exactly one success.
   */
  async create(org: OrgContext, dto: CreateWorkspaceUserDto, properties?: string[]): Promise<WorkspaceUserOut> {
    const sel = Selection.parse(WORKSPACE_USER_SHAPE, properties);
    const email = dto.email.toLowerCase();
    try {
      return await this.db.write(async (m) => {
        const workspace = await requireBodyWorkspace(m, org.id, dto.workspaceId);
        const now = nowIso();
        const { member, user } = await addMember(m, {
          org,
          workspace,
          email,
          role: dto.role,
          now,
          notify: true,
          message: dto.message,
          appBaseUrl: this.config.appBaseUrl,
        });
        await touchWorkspace(m, workspace.id, now, 1);
        return this.present(member, user, sel);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyMember(email, dto.workspaceId);
      throw error;
    }
  }

  private present(member: WorkspaceUserEntity, user: UserEntity | undefined, sel: Selection): WorkspaceUserOut {
    if (user) return sel.project(toWorkspaceUserResource(member, user, this.urls));
    // `user` was not selected and so not loaded; the remaining fields need only the membership row.
    const { id, role, workspaceId, createdAt, updatedAt } = member;
    return sel.project({ id, role, workspaceId, createdAt, updatedAt });
  }
}
