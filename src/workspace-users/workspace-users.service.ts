import { storedEmail } from '../common/validation/fields.js';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { notFound } from '../common/http/app-error.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import type { UpdateWorkspaceUserDto } from './dto/update-workspace-user.dto.js';
import { MEMBERSHIP_FILTERS } from '../workspace-core/membership-filters.js';
import { isUniqueViolation } from '../common/http/db-errors.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import type { UserEntity } from '../users/user.entity.js';
import type { CreateWorkspaceUserDto } from './dto/create-workspace-user.dto.js';
import { addMember, alreadyMember, invitationLimits } from './membership.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import { touchWorkspace } from '../workspace-core/workspace-row.repository.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';
import { deleteMembership, findUser, findUsers, setMemberRole } from './workspace-user.repository.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { WORKSPACE_USER_SHAPE, type WorkspaceUserDoc, toWorkspaceUserResource } from './workspace-user.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type WorkspaceUserOut = Partial<WorkspaceUserDoc>;

@Injectable()
export class WorkspaceUsersService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Newest first; users are loaded in one batch, so the cost does not grow with the page size. */
  list(org: OrgContext, query: ListQuery): Promise<Page<WorkspaceUserOut>> {
    const sel = Selection.parse(WORKSPACE_USER_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id, ...MEMBERSHIP_FILTERS.parse(query.filters) };
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspaceUserEntity, where, window }, async (members) => {
        const users = sel.has('user') ? await this.usersOf(m, members) : new Map<string, UserEntity>();
        return members.map((member) => this.present(member, users.get(member.userId), sel));
      }),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<WorkspaceUserOut>> {
    const sel = Selection.parse(WORKSPACE_USER_SHAPE, properties);
    return this.db.read(async (m) => {
      const member = await findInOrg(m, WorkspaceUserEntity, { orgId: org.id, id, resource: 'workspaceUser' });
      const user = sel.has('user') ? await findUser(m, member.userId) : undefined;
      return versioned(this.present(member, user, sel), member);
    });
  }

  /**
   * Adds a user (found by e-mail or created) to a workspace and, when the workspace is published, queues the
   * invitation in the same transaction. The check answers the common duplicate; the (workspace, user) unique index
   * answers a concurrent one, so simultaneous invitations of one address give exactly one success.
   */
  async create(org: OrgContext, dto: CreateWorkspaceUserDto, properties?: string[]): Promise<WorkspaceUserOut> {
    const sel = Selection.parse(WORKSPACE_USER_SHAPE, properties);
    const email = storedEmail(dto.email);
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
          invitationLimits: invitationLimits(this.config),
        });
        await touchWorkspace(m, { workspaceId: workspace.id, now, contactsDelta: 1 });
        const render = (all: Selection) => this.present(member, user, all);
        return emitChange(m, { organizationId: org.id, type: 'workspaceUser.created', sel, render });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyMember(email, dto.workspaceId);
      throw error;
    }
  }

  /**
   * A person signing in to the published workspace with an address at one of its workspace domains becomes a
   * member with the domain's role, in the caller's transaction (the sign-in's): no invitation (they are already
   * here), the same count and event as any new member.
   */
  async joinByDomain(
    m: EntityManager,
    {
      org,
      workspace,
      email,
      role,
    }: { org: OrgContext; workspace: WorkspaceEntity; email: string; role: WorkspaceRole },
  ): Promise<UserEntity> {
    const now = nowIso();
    const { member, user } = await addMember(m, {
      org,
      workspace,
      email,
      role,
      now,
      notify: false,
      appBaseUrl: this.config.appBaseUrl,
      invitationLimits: invitationLimits(this.config),
    });
    await touchWorkspace(m, { workspaceId: workspace.id, now, contactsDelta: 1 });
    const render = (all: Selection) => this.present(member, user, all);
    await emitChange(m, {
      organizationId: org.id,
      type: 'workspaceUser.created',
      sel: Selection.all(WORKSPACE_USER_SHAPE),
      render,
    });
    return user;
  }

  /** Changes the member's role; the workspace's `updatedAt` moves with it. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceUserDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<WorkspaceUserOut>> {
    const sel = Selection.parse(WORKSPACE_USER_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceUserEntity, id }, async (m) => {
      const member = await findInOrg(m, WorkspaceUserEntity, { orgId: org.id, id, resource: 'workspaceUser' });
      await requireVersion(m, { entity: WorkspaceUserEntity, row: member, ifMatch });
      const user = await findUser(m, member.userId);
      if (member.role === dto.role) return this.present(member, user, sel);
      const now = nowIso();
      Object.assign(member, { role: dto.role, updatedAt: now });
      await setMemberRole(m, { id: member.id, role: dto.role, now });
      await touchWorkspace(m, { workspaceId: member.workspaceId, now });
      const render = (all: Selection) => this.present(member, user, all);
      return emitChange(m, { organizationId: org.id, type: 'workspaceUser.updated', sel, render });
    });
  }

  /** Removes the member from the workspace (the user stays in the organization) and lowers `contactsCount`. */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const member = await findInOrg(m, WorkspaceUserEntity, { orgId: org.id, id, resource: 'workspaceUser' });
      await requireVersion(m, { entity: WorkspaceUserEntity, row: member, ifMatch });
      const affected = await deleteMembership(m, member.id);
      // A concurrent delete of the same member already lowered the count: only the winner may.
      if (affected !== 1) throw notFound('workspaceUser', id);
      await touchWorkspace(m, { workspaceId: member.workspaceId, now: nowIso(), contactsDelta: -1 });
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspaceUser.deleted',
        resource: { id: member.id, object: 'workspaceUser' },
        workspaceId: member.workspaceId,
      });
      return { id: member.id };
    });
  }

  private async usersOf(m: EntityManager, members: readonly WorkspaceUserEntity[]): Promise<Map<string, UserEntity>> {
    const ids = [...new Set(members.map((member) => member.userId))];
    const users = ids.length === 0 ? [] : await findUsers(m, ids);
    return new Map(users.map((user) => [user.id, user]));
  }

  private present(member: WorkspaceUserEntity, user: UserEntity | undefined, sel: Selection): WorkspaceUserOut {
    if (user) return sel.project(toWorkspaceUserResource(member, user, this.urls));
    // `user` was not selected and so not loaded; the remaining fields need only the membership row.
    const { id, role, workspaceId, createdAt, updatedAt } = member;
    return sel.project({ id, role, workspaceId, createdAt, updatedAt });
  }
}
