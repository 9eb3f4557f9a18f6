import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { emitDeleted, emitEvent } from '../events/emit-event.js';
import type { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { toWorkspaceDomainResource } from '../workspace-domains/workspace-domain.resource.js';
import { type WorkspaceMember, toWorkspaceUserResource } from '../workspace-users/workspace-user.resource.js';

/** What a write did to a workspace's people, for the workspaceUser.* and workspaceDomain.* events. */
export class PeopleChanges {
  readonly membersCreated: WorkspaceMember[] = [];
  readonly membersUpdated: WorkspaceMember[] = [];
  readonly membersDeleted: string[] = [];
  readonly domainsCreated: WorkspaceDomainEntity[] = [];
  readonly domainsUpdated: WorkspaceDomainEntity[] = [];
  readonly domainsDeleted: string[] = [];

  get any(): boolean {
    return [
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
