import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { storedEmail } from '../common/validation/fields.js';
import { type UserProfile, profileOf } from '../users/user-profile.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { normalizeDomain } from '../workspace-domains/domain-name.js';
import type { DomainInput, MemberInput } from './dto/people-input.dto.js';

export interface PeopleInput {
  members?: readonly MemberInput[];
  domains?: readonly DomainInput[];
}

/** One person of a request, whichever shape it came in: flat `{email, role}` or Dock's `{role, user: {email, …}}`. */
export interface MemberEntry {
  /** Lower-cased, as stored. */
  email: string;
  role: WorkspaceRole;
  /** Its position in the request's list. */
  index: number;
  /** Where the request gave the e-mail (`workspaceUsers[2].user.email`): named by a 409 or a repeat. */
  field: string;
  profile: UserProfile;
}

/** The lists as written (null for a list not given): members in one shape, normalized domains. */
export interface PeopleKeys {
  members: MemberEntry[] | null;
  names: string[] | null;
}

/** Each item's one e-mail: `email` or `user.email`; both or neither is a detail naming the item. */
function memberEntries(members: readonly MemberInput[], details: ErrorDetail[]): MemberEntry[] {
  const entries: MemberEntry[] = [];
  members.forEach((member, i) => {
    const at = `workspaceUsers[${i}]`;
    if (member.email !== undefined && member.user !== undefined) {
      details.push({ field: `${at}.user.email`, message: `must not be given with ${at}.email (give one of them)` });
    } else if (member.user !== undefined) {
      const { email, ...profile } = member.user;
      const field = `${at}.user.email`;
      entries.push({ email: storedEmail(email), role: member.role, index: i, field, profile: profileOf(profile) });
    } else if (member.email !== undefined) {
      entries.push({
        email: storedEmail(member.email),
        role: member.role,
        index: i,
        field: `${at}.email`,
        profile: {},
      });
    } else {
      details.push({ field: `${at}.email`, message: 'is required (or user.email)' });
    }
  });
  return entries;
}

/** A detail for each key repeated inside one request, naming the item (`workspaceUsers[0]`) that gave it first. */
function repeats(items: readonly { key: string; field: string; item: string }[], details: ErrorDetail[]): void {
  const seen = new Map<string, string>();
  for (const { key, field, item } of items) {
    const first = seen.get(key);
    if (first !== undefined) details.push({ field, message: `repeats ${first}` });
    else seen.set(key, item);
  }
}

/** A domain as stored; one the DTO rule refused never gets here, so the fallback only keeps the type total. */
function storedDomain(domain: DomainInput): string {
  const checked = normalizeDomain(domain.domain);
  return checked.ok ? checked.domain : domain.domain;
}

/**
 * The lists as the writes use them (members in one shape, normalized domains), checked before anything is written:
 * one 400 names every item without exactly one e-mail and every repeated e-mail or domain of both lists.
 */
export function checkPeople(people: PeopleInput): PeopleKeys {
  const details: ErrorDetail[] = [];
  const members = people.members ? memberEntries(people.members, details) : null;
  if (members) {
    const keys = members.map(({ email, field, index }) => ({ key: email, field, item: `workspaceUsers[${index}]` }));
    repeats(keys, details);
  }
  const names = people.domains ? people.domains.map(storedDomain) : null;
  if (names) {
    const item = (i: number) => `workspaceDomains[${i}]`;
    repeats(
      names.map((name, i) => ({ key: name, field: `${item(i)}.domain`, item: item(i) })),
      details,
    );
  }
  if (details.length > 0) throw invalidFields(details);
  return { members, names };
}
