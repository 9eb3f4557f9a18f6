import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { fillEmptyProfile } from '../users/user-profile.js';
import type { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import {
  deleteDomains,
  insertDomains,
  setDomainRole,
  workspaceDomains,
} from '../workspace-domains/workspace-domain.repository.js';
import { deleteMemberships, membersWithUsers, setMemberRole } from '../workspace-users/workspace-user.repository.js';
import type { DomainInput } from './dto/people-input.dto.js';
import { PeopleChanges } from './people-changes.js';
import { type MemberEntry, type PeopleInput, checkPeople } from './people-input.js';
import { type PeopleWrite, insertMember, newDomain } from './people-writes.js';

/**
 * `POST /workspaces/{id}/access`: each list given replaces the current one. People who stay keep their membership
 * (and role changes apply), people missing are removed, new people are added and invited as on creation.
 */
export async function replaceAccess(m: EntityManager, write: PeopleWrite, people: PeopleInput): Promise<PeopleChanges> {
  const changes = new PeopleChanges();
  const { members, names } = checkPeople(people);
  if (members) await replaceMembers(m, write, { members, changes });
  if (people.domains && names) await replaceDomains(m, write, { domains: people.domains, names, changes });
  return changes;
}

async function replaceMembers(
  m: EntityManager,
  write: PeopleWrite,
  { members, changes }: { members: readonly MemberEntry[]; changes: PeopleChanges },
): Promise<void> {
  const { workspace, now } = write;
  const current = await membersWithUsers(m, workspace.id);
  const byEmail = new Map(current.map((member) => [(member.user as UserEntity).email, member]));
  const wanted = new Set(members.map((entry) => entry.email));
  const gone = current.filter((member) => !wanted.has((member.user as UserEntity).email));
  if (gone.length > 0) {
    await deleteMemberships(
      m,
      gone.map((member) => member.id),
    );
    changes.membersDeleted.push(...gone.map((member) => member.id));
  }
  for (const entry of members) {
    const existing = byEmail.get(entry.email);
    if (!existing) {
      changes.memberAdded(await insertMember(m, write, entry));
      continue;
    }
    // People who stay get their empty profile fields filled, as people added do.
    const filled = await fillEmptyProfile(m, existing.user as UserEntity, entry.profile);
    if (filled) {
      existing.user = filled;
      changes.usersUpdated.push(filled);
    }
    if (existing.role !== entry.role) {
      await setMemberRole(m, { id: existing.id, role: entry.role, now });
      const user = existing.user as UserEntity;
      delete existing.user;
      Object.assign(existing, { role: entry.role, updatedAt: now });
      changes.membersUpdated.push({ member: existing, user });
    }
  }
  workspace.contactsCount = members.length;
}

async function replaceDomains(
  m: EntityManager,
  write: PeopleWrite,
  { domains, names, changes }: { domains: readonly DomainInput[]; names: readonly string[]; changes: PeopleChanges },
): Promise<void> {
  const { workspace, now } = write;
  const current = await workspaceDomains(m, workspace.id);
  const byName = new Map(current.map((domain) => [domain.domain, domain]));
  const wanted = new Set(names);
  const gone = current.filter((domain) => !wanted.has(domain.domain));
  if (gone.length > 0) {
    await deleteDomains(
      m,
      gone.map((domain) => domain.id),
    );
    changes.domainsDeleted.push(...gone.map((domain) => domain.id));
  }
  const added: WorkspaceDomainEntity[] = [];
  for (const [index, input] of domains.entries()) {
    const existing = byName.get(names[index]);
    if (!existing) {
      added.push(newDomain(m, write, { domain: names[index], role: input.role, index }));
    } else if (existing.role !== input.role) {
      await setDomainRole(m, { id: existing.id, role: input.role, now });
      Object.assign(existing, { role: input.role, updatedAt: now });
      changes.domainsUpdated.push(existing);
    }
  }
  if (added.length > 0) await insertDomains(m, added);
  changes.domainsCreated.push(...added);
}
