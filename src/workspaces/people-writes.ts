import type { EntityManager } from 'typeorm';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { later } from '../database/leased-row.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { insertDomains } from '../workspace-domains/workspace-domain.repository.js';
import { type InvitationLimits, addMember, queueInvitation } from '../workspace-users/membership.js';
import { findUsers, markNotified, unnotifiedMembers } from '../workspace-users/workspace-user.repository.js';
import type { DomainInput, MemberInput } from './dto/people-input.dto.js';
import { type AddedMember, PeopleChanges } from './people-changes.js';
import { type MemberEntry, checkPeople } from './people-input.js';

export interface Invitations {
  /** Whether people get the invitation e-mail (only ever while the workspace is published). */
  notify: boolean;
  message?: string;
  appBaseUrl: string;
  invitationLimits: InvitationLimits;
}

/** One write to a workspace's people: whose, when, and how the people added are invited. */
export interface PeopleWrite {
  org: OrgContext;
  workspace: WorkspaceEntity;
  invitations: Invitations;
  now: string;
}

/**
 * A member of the request; a 409 names where it gave the e-mail (`workspaceUsers[2].user.email`). Rows added together
 * are stamped a millisecond apart (`later(now, index)`), so members and domains list in the order given (embeds go by
 * creation).
 */
export async function insertMember(
  m: EntityManager,
  { org, workspace, invitations, now }: PeopleWrite,
  entry: MemberEntry,
): Promise<AddedMember> {
  return addMember(m, {
    org,
    workspace,
    email: entry.email,
    role: entry.role,
    now: later(now, entry.index),
    notify: invitations.notify,
    message: invitations.message,
    appBaseUrl: invitations.appBaseUrl,
    invitationLimits: invitations.invitationLimits,
    field: entry.field,
    profile: entry.profile,
  });
}

/** The `index`th domain of the request, not yet inserted. */
export function newDomain(
  m: EntityManager,
  { org, workspace, now }: PeopleWrite,
  input: { domain: string; role: WorkspaceRole; index: number },
): WorkspaceDomainEntity {
  return m.create(WorkspaceDomainEntity, {
    id: newId(),
    organizationId: org.id,
    workspaceId: workspace.id,
    domain: input.domain,
    role: input.role,
    createdAt: later(now, input.index),
    updatedAt: later(now, input.index),
  });
}

/** Adds the people of a new workspace (it has none yet), inviting them when it is published and notify is on. */
export async function addPeople(
  m: EntityManager,
  write: PeopleWrite,
  people: { members: readonly MemberInput[]; domains: readonly DomainInput[] },
): Promise<PeopleChanges> {
  const changes = new PeopleChanges();
  const { members, names } = checkPeople(people);
  for (const entry of members ?? []) changes.memberAdded(await insertMember(m, write, entry));
  const domains = (names ?? []).map((domain, index) =>
    newDomain(m, write, { domain, role: people.domains[index].role, index }),
  );
  if (domains.length > 0) await insertDomains(m, domains);
  changes.domainsCreated.push(...domains);
  return changes;
}

/**
 * On publishing with notify on: every member whose invitation was never queued (`notifiedAt` null) gets it, once.
 * With notify off nobody is e-mailed and they stay un-notified, so a later publish with notify invites them.
 */
export async function inviteUnnotified(
  m: EntityManager,
  { org, workspace, invitations, now }: PeopleWrite,
): Promise<number> {
  if (!invitations.notify || !workspace.published) return 0;
  const pending = await unnotifiedMembers(m, workspace.id);
  if (pending.length === 0) return 0;
  const users = await findUsers(
    m,
    pending.map((member) => member.userId),
  );
  const emailOf = new Map(users.map((user) => [user.id, user.email]));
  for (const member of pending) {
    await queueInvitation(m, {
      org,
      workspace,
      email: emailOf.get(member.userId) as string,
      role: member.role,
      message: invitations.message,
      appBaseUrl: invitations.appBaseUrl,
      invitationLimits: invitations.invitationLimits,
    });
  }
  // Only rows still un-notified: a concurrent publish that got there first has already queued theirs.
  await markNotified(m, { ids: pending.map((member) => member.id), now });
  return pending.length;
}
