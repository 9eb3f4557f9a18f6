import { domainToASCII } from 'node:url';
import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { parseInstant } from '../common/time.js';
import { parseEmail } from '../common/validation/fields.js';
import { readFilters } from './filter-input.js';

export const WORKSPACE_FILTER_KEYS = [
  'name',
  'accountId',
  'dealId',
  'templateId',
  'published',
  'userEmail',
  'domain',
  'createdAfter',
  'createdBefore',
  'updatedAfter',
  'updatedBefore',
] as const;

type IdKey = 'accountId' | 'dealId' | 'templateId';
type TimeKey = 'createdAfter' | 'createdBefore' | 'updatedAfter' | 'updatedBefore';

/** Validated, normalized workspace filters; time bounds are canonical stored ISO strings. */
export interface WorkspaceFilters {
  name?: string;
  accountId?: string;
  dealId?: string;
  templateId?: string;
  published?: boolean;
  userEmail?: string;
  domain?: string;
  createdAfter?: string;
  createdBefore?: string;
  updatedAfter?: string;
  updatedBefore?: string;
}

const ID_KEYS: readonly IdKey[] = ['accountId', 'dealId', 'templateId'];
const TIME_KEYS: readonly TimeKey[] = ['createdAfter', 'createdBefore', 'updatedAfter', 'updatedBefore'];

/** `example.com.` and `Münche.de` name the stored `example.com` and `xn--mnche-kva.de`. */
function normalizeDomain(value: string): string | null {
  const ascii = domainToASCII(value.replace(/\.$/, ''));
  return ascii && ascii.length <= 253 && ascii.includes('.') ? ascii : null;
}

/** Parses `filters` (either syntax) for GET /workspaces; any unknown key or bad value → 400 naming `filters.<key>`. */
export function parseWorkspaceFilters(raw: unknown): WorkspaceFilters {
  const input = readFilters(raw, WORKSPACE_FILTER_KEYS, ['published']);
  const filters: WorkspaceFilters = {};
  const details: ErrorDetail[] = [];
  const fail = (key: string, message: string) => details.push({ field: `filters.${key}`, message });

  if (input.name !== undefined) filters.name = input.name;
  for (const key of ID_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (ID_PATTERN.test(value)) filters[key] = value;
    else fail(key, 'must be an id string');
  }
  if (input.published !== undefined) {
    if (input.published === 'true' || input.published === 'false') filters.published = input.published === 'true';
    else fail('published', 'must be true or false');
  }
  if (input.userEmail !== undefined) {
    const email = parseEmail(input.userEmail);
    if (email !== null) filters.userEmail = email;
    else fail('userEmail', 'must be a valid e-mail address');
  }
  if (input.domain !== undefined) {
    const domain = normalizeDomain(input.domain);
    if (domain) filters.domain = domain;
    else fail('domain', 'must be a domain name');
  }
  for (const key of TIME_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    const instant = parseInstant(value);
    if (instant) filters[key] = instant;
    else fail(key, 'must be an ISO 8601 timestamp or a date (YYYY-MM-DD)');
  }
  if (details.length > 0) throw invalidFields(details);
  return filters;
}

/** `%`, `_` and the escape character itself match literally in `LIKE ... ESCAPE '\'`. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
