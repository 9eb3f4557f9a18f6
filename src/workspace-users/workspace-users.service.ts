import { Inject, Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import type { EntityManager } from 'typeorm';
import { type AppError, conflict } from '../common/http/app-error.js';
import { isUniqueViolation } from '../common/http/db-errors.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import { UserEntity } from '../users/user.entity.js';
import { workspaceUrl } from '../workspaces/workspace-url.js';
import type { WorkspaceEntity } from '../workspaces/workspace.entity.js';
import type { CreateWorkspaceUserDto } from './dto/create-workspace-user.dto.js';
import { invitationEmail } from './invitation-email.js';
import { requireBodyWorkspace, touchWorkspace } from './referenced-workspace.js';
import { findOrCreateUserByEmail } from './user-by-email.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';
import { WORKSPACE_USER_SHAPE, type WorkspaceUserDoc, toWorkspaceUserResource } from './workspace-user.resource.js';

type WorkspaceUserOut = Partial<WorkspaceUserDoc>;

const alreadyMember = (email: string, workspaceId: string): AppError =>
  conflict(`${email} is already a user of workspace ${workspaceId}`, [
    { field: 'email', message: 'is already a user of this workspace' },
  ]);

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
        const user = await findOrCreateUserByEmail(m, org.id, email);
        if (await m.exists(WorkspaceUserEntity, { where: { workspaceId: workspace.id, userId: user.id } })) {
          throw alreadyMember(email, workspace.id);
        }
        const now = nowIso();
        const member = m.create(WorkspaceUserEntity, {
          id: newId(),
          organizationId: org.id,
          workspaceId: workspace.id,
          userId: user.id,
          role: dto.role,
          notifiedAt: workspace.published ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await m.insert(WorkspaceUserEntity, member);
        await touchWorkspace(m, workspace.id, now, 1);
        if (workspace.published) await this.queueInvitation(m, org, workspace, email, dto);
        return this.present(member, user, sel);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyMember(email, dto.workspaceId);
      throw error;
    }
  }

  private async queueInvitation(
    m: EntityManager,
    org: OrgContext,
    workspace: WorkspaceEntity,
    email: string,
    dto: CreateWorkspaceUserDto,
  ): Promise<void> {
    const content = invitationEmail({
      organizationName: org.name,
      workspaceName: workspace.name,
      workspaceUrl: workspaceUrl(this.config.appBaseUrl, org.slug, workspace) as string,
      role: dto.role,
      message: dto.message,
    });
    await enqueueEmail(m, { organizationId: org.id, to: email, ...content });
  }

  private present(member: WorkspaceUserEntity, user: UserEntity | undefined, sel: Selection): WorkspaceUserOut {
    if (user) return sel.project(toWorkspaceUserResource(member, user, this.urls));
    // `user` was not selected and so not loaded; the remaining fields need only the membership row.
    const { id, role, workspaceId, createdAt, updatedAt } = member;
    return sel.project({ id, role, workspaceId, createdAt, updatedAt });
  }
}
