import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { emitDeleted, emitEvent } from '../events/emit-event.js';
import type { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { toWorkspaceDomainResource } from '../workspace-domains/workspace-domain.resource.js';
import { toUserResource } from '../users/user.resource.js';
import type { UserEntity } from '../users/user.entity.js';
import { type WorkspaceMember, toWorkspaceUserResource } from '../workspace-users/workspace-user.resource.js';

/** A membership just added, and whether its existing user's empty profile fields were filled on the way. */
export type AddedMember = WorkspaceMember & { profileFilled: boolean };

/** What a write did to a workspace's people, for the user.updated, workspaceUser.* and workspaceDomain.* events. */
export class PeopleChanges {
  readonly membersCreated: WorkspaceMember[] = [];
  readonly membersUpdated: WorkspaceMember[] = [];
  readonly membersDeleted: string[] = [];
  readonly domainsCreated: WorkspaceDomainEntity[] = [];
  readonly domainsUpdated: WorkspaceDomainEntity[] = [];
  readonly domainsDeleted: string[] = [];
  /** Existing users whose empty profile fields the request filled. */
  readonly usersUpdated: UserEntity[] = [];

  memberAdded({ member, user, profileFilled }: AddedMember): void {
    this.membersCreated.push({ member, user });
    if (profileFilled) this.usersUpdated.push(user);
  }

  get any(): boolean {
    return [
      this.usersUpdated,
      this.membersCreated,
      this.membersUpdated,
      this.membersDeleted,
      this.domainsCreated,
      this.domainsUpdated,
      this.domainsDeleted,
    ].some((list) => list.length > 0);
  }

  /** One event per person or domain changed, in the caller's transaction (as the single-resource routes emit). */
  async emit(m: EntityManager, orgId: string, urls: PublicUrls): Promise<void> {
    for (const user of this.usersUpdated) {
      await emitEvent(m, { organizationId: orgId, type: 'user.updated', object: toUserResource(user, urls) });
    }
    for (const id of this.membersDeleted) {
      await emitDeleted(m, {
        organizationId: orgId,
        type: 'workspaceUser.deleted',
        resource: { id, object: 'workspaceUser' },
      });
    }
    for (const id of this.domainsDeleted) {
      await emitDeleted(m, {
        organizationId: orgId,
        type: 'workspaceDomain.deleted',
        resource: { id, object: 'workspaceDomain' },
      });
    }
    for (const [type, list] of [
      ['workspaceUser.updated', this.membersUpdated],
      ['workspaceUser.created', this.membersCreated],
    ] as const) {
      for (const { member, user } of list) {
        await emitEvent(m, { organizationId: orgId, type, object: toWorkspaceUserResource(member, user, urls) });
      }
    }
    for (const [type, list] of [
      ['workspaceDomain.updated', this.domainsUpdated],
      ['workspaceDomain.created', this.domainsCreated],
    ] as const) {
      for (const domain of list)
        await emitEvent(m, { organizationId: orgId, type, object: toWorkspaceDomainResource(domain) });
    }
  }
}
