import { storedEmail } from '../common/validation/fields.js';
import { type EntityManager, In, IsNull } from 'typeorm';
import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { emitDeleted, emitEvent } from '../events/emit-event.js';
import { UserEntity } from '../users/user.entity.js';
import { normalizeDomain } from '../workspace-domains/domain-name.js';
import { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { toWorkspaceDomainResource } from '../workspace-domains/workspace-domain.resource.js';
import { type InvitationLimits, addMember, queueInvitation } from '../workspace-users/membership.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import { type WorkspaceMember, toWorkspaceUserResource } from '../workspace-users/workspace-user.resource.js';
import type { DomainInput, MemberInput } from './dto/workspace-write.dto.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

export interface Invitations {
  /** Whether people get the invitation e-mail (only ever while the workspace is published). */
  notify: boolean;
  message?: string;
  appBaseUrl: string;
  invitationLimits: InvitationLimits;
}

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
      await emitDeleted(m, orgId, 'workspaceUser.deleted', { id, object: 'workspaceUser' });
    }
    for (const id of this.domainsDeleted) {
      await emitDeleted(m, orgId, 'workspaceDomain.deleted', { id, object: 'workspaceDomain' });
    }
    for (const [type, list] of [
      ['workspaceUser.updated', this.membersUpdated],
      ['workspaceUser.created', this.membersCreated],
    ] as const) {
      for (const { member, user } of list) {
        await emitEvent(m, orgId, type, toWorkspaceUserResource(member, user, urls));
      }
    }
    for (const [type, list] of [
      ['workspaceDomain.updated', this.domainsUpdated],
      ['workspaceDomain.created', this.domainsCreated],
    ] as const) {
      for (const domain of list) await emitEvent(m, orgId, type, toWorkspaceDomainResource(domain));
    }
  }
}

/**
 * Rows added together get timestamps a millisecond apart, so members and domains are listed in the order they were
 * given (embeds are ordered by creation).
 */
const nth = (now: string, i: number): string => new Date(Date.parse(now) + i).toISOString();

/** Lower-cased e-mails / normalized domains, and a detail for each repeat inside one request (`field[i].key`). */
function uniqueKeys<T>(
  items: readonly T[],
  field: string,
  key: 'email' | 'domain',
  read: (item: T) => string,
  details: ErrorDetail[],
): string[] {
  const seen = new Map<string, number>();
  return items.map((item, i) => {
    const value = read(item);
    const first = seen.get(value);
    if (first !== undefined) details.push({ field: `${field}[${i}].${key}`, message: `repeats ${field}[${first}]` });
    else seen.set(value, i);
    return value;
  });
}

/**
 * The lists' keys (lower-cased e-mails, normalized domains), checked for repeats before anything is written: one 400
 * names every repeated entry of both lists.
 */
export function checkPeople(people: { members?: readonly MemberInput[]; domains?: readonly DomainInput[] }): {
  emails: string[] | null;
  names: string[] | null;
} {
  const details: ErrorDetail[] = [];
  const emails = people.members
    ? uniqueKeys(people.members, 'workspaceUsers', 'email', (member) => storedEmail(member.email), details)
    : null;
  const names = people.domains
    ? uniqueKeys(
        people.domains,
        'workspaceDomains',
        'domain',
        (domain) => {
          const checked = normalizeDomain(domain.domain);
          return checked.ok ? checked.domain : domain.domain;
        },
        details,
      )
    : null;
  if (details.length > 0) throw invalidFields(details);
  return { emails, names };
}

async function insertMember(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  input: { email: string; role: MemberInput['role']; index: number },
  invitations: Invitations,
  now: string,
): Promise<WorkspaceMember> {
  return addMember(m, {
    org,
    workspace,
    email: input.email,
    role: input.role,
    now: nth(now, input.index),
    notify: invitations.notify,
    message: invitations.message,
    appBaseUrl: invitations.appBaseUrl,
    invitationLimits: invitations.invitationLimits,
    field: `workspaceUsers[${input.index}].email`,
  });
}

/** Adds the people of a new workspace (it has none yet), inviting them when it is published and notify is on. */
export async function addPeople(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  people: { members: readonly MemberInput[]; domains: readonly DomainInput[] },
  invitations: Invitations,
  now: string,
): Promise<PeopleChanges> {
  const changes = new PeopleChanges();
  const { emails, names } = checkPeople(people);
  for (const [index, email] of (emails ?? []).entries()) {
    const role = people.members[index].role;
    changes.membersCreated.push(await insertMember(m, org, workspace, { email, role, index }, invitations, now));
  }
  const domains = (names ?? []).map((domain, i) =>
    m.create(WorkspaceDomainEntity, {
      id: newId(),
      organizationId: org.id,
      workspaceId: workspace.id,
      domain,
      role: people.domains[i].role,
      createdAt: nth(now, i),
      updatedAt: nth(now, i),
    }),
  );
  if (domains.length > 0) await m.insert(WorkspaceDomainEntity, domains);
  changes.domainsCreated.push(...domains);
  return changes;
}

/**
 * On publishing with notify on: every member whose invitation was never queued (`notifiedAt` null) gets it, once.
 * With notify off nobody is e-mailed and they stay un-notified, so a later publish with notify invites them.
 */
export async function inviteUnnotified(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  invitations: Invitations,
  now: string,
): Promise<number> {
  if (!invitations.notify || !workspace.published) return 0;
  const pending = await m.find(WorkspaceUserEntity, {
    where: { workspaceId: workspace.id, notifiedAt: IsNull() },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  if (pending.length === 0) return 0;
  const users = await m.find(UserEntity, { where: { id: In(pending.map((member) => member.userId)) } });
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
  await m.update(
    WorkspaceUserEntity,
    { id: In(pending.map((member) => member.id)), notifiedAt: IsNull() },
    { notifiedAt: now },
  );
  return pending.length;
}

/**
 * `POST /workspaces/{id}/access`: each list given replaces the current one. People who stay keep their membership
 * (and role changes apply), people missing are removed, new people are added and invited as on creation.
 */
export async function replaceAccess(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  people: { members?: readonly MemberInput[]; domains?: readonly DomainInput[] },
  invitations: Invitations,
  now: string,
): Promise<PeopleChanges> {
  const changes = new PeopleChanges();
  const { emails, names } = checkPeople(people);
  if (people.members && emails)
    await replaceMembers(m, org, workspace, people.members, emails, invitations, now, changes);
  if (people.domains && names) await replaceDomains(m, org, workspace, people.domains, names, now, changes);
  return changes;
}

async function replaceMembers(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  members: readonly MemberInput[],
  emails: readonly string[],
  invitations: Invitations,
  now: string,
  changes: PeopleChanges,
): Promise<void> {
  const current = await m
    .createQueryBuilder(WorkspaceUserEntity, 'wu')
    .innerJoinAndSelect('wu.user', 'u')
    .where('wu.workspace_id = :id', { id: workspace.id })
    .orderBy('wu.created_at', 'ASC')
    .addOrderBy('wu.id', 'ASC')
    .getMany();
  const byEmail = new Map(current.map((member) => [(member.user as UserEntity).email, member]));
  const wanted = new Set(emails);
  const gone = current.filter((member) => !wanted.has((member.user as UserEntity).email));
  if (gone.length > 0) {
    await m.delete(WorkspaceUserEntity, { id: In(gone.map((member) => member.id)) });
    changes.membersDeleted.push(...gone.map((member) => member.id));
  }
  for (const [index, input] of members.entries()) {
    const existing = byEmail.get(emails[index]);
    if (!existing) {
      const added = await insertMember(
        m,
        org,
        workspace,
        { email: emails[index], role: input.role, index },
        invitations,
        now,
      );
      changes.membersCreated.push(added);
    } else if (existing.role !== input.role) {
      await m.update(WorkspaceUserEntity, { id: existing.id }, { role: input.role, updatedAt: now });
      const user = existing.user as UserEntity;
      delete existing.user;
      Object.assign(existing, { role: input.role, updatedAt: now });
      changes.membersUpdated.push({ member: existing, user });
    }
  }
  workspace.contactsCount = emails.length;
}

async function replaceDomains(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  domains: readonly DomainInput[],
  names: readonly string[],
  now: string,
  changes: PeopleChanges,
): Promise<void> {
  const current = await m.find(WorkspaceDomainEntity, { where: { workspaceId: workspace.id } });
  const byName = new Map(current.map((domain) => [domain.domain, domain]));
  const wanted = new Set(names);
  const gone = current.filter((domain) => !wanted.has(domain.domain));
  if (gone.length > 0) {
    await m.delete(WorkspaceDomainEntity, { id: In(gone.map((domain) => domain.id)) });
    changes.domainsDeleted.push(...gone.map((domain) => domain.id));
  }
  const added: WorkspaceDomainEntity[] = [];
  for (const [i, input] of domains.entries()) {
    const existing = byName.get(names[i]);
    if (!existing) {
      added.push(
        m.create(WorkspaceDomainEntity, {
          id: newId(),
          organizationId: org.id,
          workspaceId: workspace.id,
          domain: names[i],
          role: input.role,
          createdAt: nth(now, i),
          updatedAt: nth(now, i),
        }),
      );
    } else if (existing.role !== input.role) {
      await m.update(WorkspaceDomainEntity, { id: existing.id }, { role: input.role, updatedAt: now });
      Object.assign(existing, { role: input.role, updatedAt: now });
      changes.domainsUpdated.push(existing);
    }
  }
  if (added.length > 0) await m.insert(WorkspaceDomainEntity, added);
  changes.domainsCreated.push(...added);
}
