import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { storedEmail } from '../common/validation/fields.js';
import { normalizeDomain } from '../workspace-domains/domain-name.js';
import type { DomainInput, MemberInput } from './dto/workspace-write.dto.js';

export interface PeopleInput {
  members?: readonly MemberInput[];
  domains?: readonly DomainInput[];
}

/** The lists' keys in order: lower-cased e-mails and normalized domains (null for a list not given). */
export interface PeopleKeys {
  emails: string[] | null;
  names: string[] | null;
}

/** Lower-cased e-mails / normalized domains, and a detail for each repeat inside one request (`field[i].key`). */
function uniqueKeys<T>(
  items: readonly T[],
  at: { field: string; key: 'email' | 'domain'; details: ErrorDetail[] },
  read: (item: T) => string,
): string[] {
  const seen = new Map<string, number>();
  return items.map((item, i) => {
    const value = read(item);
    const first = seen.get(value);
    if (first !== undefined) {
      at.details.push({ field: `${at.field}[${i}].${at.key}`, message: `repeats ${at.field}[${first}]` });
    } else seen.set(value, i);
    return value;
  });
}

/** A domain as stored; one the DTO rule refused never gets here, so the fallback only keeps the type total. */
function storedDomain(domain: DomainInput): string {
  const checked = normalizeDomain(domain.domain);
  return checked.ok ? checked.domain : domain.domain;
}

/**
 * The lists' keys (lower-cased e-mails, normalized domains), checked for repeats before anything is written: one 400
 * names every repeated entry of both lists.
 */
export function checkPeople(people: PeopleInput): PeopleKeys {
  const details: ErrorDetail[] = [];
  const emails = people.members
    ? uniqueKeys(people.members, { field: 'workspaceUsers', key: 'email', details }, (member) =>
        storedEmail(member.email),
      )
    : null;
  const names = people.domains
    ? uniqueKeys(people.domains, { field: 'workspaceDomains', key: 'domain', details }, storedDomain)
    : null;
  if (details.length > 0) throw invalidFields(details);
  return { emails, names };
}
