import { type EntityManager, In, IsNull } from 'typeorm';
import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { UserEntity } from '../users/user.entity.js';
import { normalizeDomain } from '../workspace-domains/domain-name.js';
import { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { addMember, queueInvitation } from '../workspace-users/membership.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import type { DomainInput, MemberInput } from './dto/workspace-write.dto.js';
import type { WorkspaceEntity } from './workspace.entity.js';

export interface Invitations {
  notify: boolean;
  message?: string;
  appBaseUrl: string;
}

/**
 * Rows added together get timestamps a millisecond apart, so members and domains are listed in the order they were
 * given (embeds are ordered by creation).
 */
const nth = (now: string, i: number): string => new Date(Date.parse(now) + i).toISOString();

/** Lower-cased e-mails / normalized domains, with a 400 for a repeat inside one request (`field[i].key`). */
function uniqueKeys<T>(
  items: readonly T[],
  field: string,
  key: 'email' | 'domain',
  read: (item: T) => string,
): string[] {
  const details: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  const keys = items.map((item, i) => {
    const value = read(item);
    const first = seen.get(value);
    if (first !== undefined) details.push({ field: `${field}[${i}].${key}`, message: `repeats ${field}[${first}]` });
    else seen.set(value, i);
    return value;
  });
  if (details.length > 0) throw invalidFields(details);
  return keys;
}

export const memberEmails = (members: readonly MemberInput[], field: string): string[] =>
  uniqueKeys(members, field, 'email', (member) => member.email.toLowerCase());

export const domainNames = (domains: readonly DomainInput[], field: string): string[] =>
  uniqueKeys(domains, field, 'domain', (domain) => {
    const checked = normalizeDomain(domain.domain);
    return checked.ok ? checked.domain : domain.domain;
  });

/** Adds the people of a new workspace (it has none yet), inviting them when it is published and notify is on. */
export async function addPeople(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  people: { members: readonly MemberInput[]; domains: readonly DomainInput[] },
  invitations: Invitations,
  now: string,
): Promise<void> {
  const emails = memberEmails(people.members, 'workspaceUsers');
  const names = domainNames(people.domains, 'workspaceDomains');
  for (const [i, member] of people.members.entries()) {
    await addMember(m, {
      org,
      workspace,
      email: emails[i],
      role: member.role,
      now: nth(now, i),
      notify: invitations.notify,
      message: invitations.message,
      appBaseUrl: invitations.appBaseUrl,
      field: `workspaceUsers[${i}].email`,
    });
  }
  if (names.length > 0) {
    await m.insert(
      WorkspaceDomainEntity,
      names.map((domain, i) => ({
        id: newId(),
        organizationId: org.id,
        workspaceId: workspace.id,
        domain,
        role: people.domains[i].role,
        createdAt: nth(now, i),
        updatedAt: nth(now, i),
      })),
    );
  }
}

/** On publishing: every member not yet notified gets the invitation, once (`notifiedAt` records it). */
export async function inviteUnnotified(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  invitations: Invitations,
  now: string,
): Promise<number> {
  const pending = await m.find(WorkspaceUserEntity, { where: { workspaceId: workspace.id, notifiedAt: IsNull() } });
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
    });
  }
  await m.update(WorkspaceUserEntity, { id: In(pending.map((member) => member.id)) }, { notifiedAt: now });
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
): Promise<void> {
  if (people.members) await replaceMembers(m, org, workspace, people.members, invitations, now);
  if (people.domains) await replaceDomains(m, org, workspace, people.domains, now);
}

async function replaceMembers(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  members: readonly MemberInput[],
  invitations: Invitations,
  now: string,
): Promise<void> {
  const emails = memberEmails(members, 'workspaceUsers');
  const current = await m
    .createQueryBuilder(WorkspaceUserEntity, 'wu')
    .innerJoinAndSelect('wu.user', 'u')
    .where('wu.workspace_id = :id', { id: workspace.id })
    .getMany();
  const byEmail = new Map(current.map((member) => [(member.user as UserEntity).email, member]));
  const wanted = new Set(emails);
  const gone = current.filter((member) => !wanted.has((member.user as UserEntity).email));
  if (gone.length > 0) await m.delete(WorkspaceUserEntity, { id: In(gone.map((member) => member.id)) });
  for (const [i, input] of members.entries()) {
    const existing = byEmail.get(emails[i]);
    if (existing) {
      if (existing.role !== input.role) {
        await m.update(WorkspaceUserEntity, { id: existing.id }, { role: input.role, updatedAt: now });
      }
      continue;
    }
    await addMember(m, {
      org,
      workspace,
      email: emails[i],
      role: input.role,
      now: nth(now, i),
      notify: invitations.notify,
      message: invitations.message,
      appBaseUrl: invitations.appBaseUrl,
      field: `workspaceUsers[${i}].email`,
    });
  }
  workspace.contactsCount = emails.length;
}

async function replaceDomains(
  m: EntityManager,
  org: OrgContext,
  workspace: WorkspaceEntity,
  domains: readonly DomainInput[],
  now: string,
): Promise<void> {
  const names = domainNames(domains, 'workspaceDomains');
  const current = await m.find(WorkspaceDomainEntity, { where: { workspaceId: workspace.id } });
  const byName = new Map(current.map((domain) => [domain.domain, domain]));
  const wanted = new Set(names);
  const gone = current.filter((domain) => !wanted.has(domain.domain));
  if (gone.length > 0) await m.delete(WorkspaceDomainEntity, { id: In(gone.map((domain) => domain.id)) });
  const added: Partial<WorkspaceDomainEntity>[] = [];
  for (const [i, input] of domains.entries()) {
    const existing = byName.get(names[i]);
    if (!existing) {
      added.push({
        id: newId(),
        organizationId: org.id,
        workspaceId: workspace.id,
        domain: names[i],
        role: input.role,
        createdAt: nth(now, i),
        updatedAt: nth(now, i),
      });
    } else if (existing.role !== input.role) {
      await m.update(WorkspaceDomainEntity, { id: existing.id }, { role: input.role, updatedAt: now });
    }
  }
  if (added.length > 0) await m.insert(WorkspaceDomainEntity, added);
}
