import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';
import { normalizeDomain } from '../workspace-domains/domain-name.js';

/** `example.com.` and `Münche.de` name the stored `example.com` and `xn--mnche-kva.de`. */
const lookupDomain = (value: string): string | null => {
  const checked = normalizeDomain(value, 'lookup');
  return checked.ok ? checked.domain : null;
};

/** The `filters` of GET /workspaces. */
export const WORKSPACE_FILTERS = new ListFilters(
  {
    name: kind.text(),
    accountId: kind.id(),
    dealId: kind.id(),
    templateId: kind.id(),
    published: kind.boolean(),
    userEmail: kind.email(),
    domain: kind.custom(lookupDomain, 'must be a domain name'),
    createdAfter: kind.instant(),
    createdBefore: kind.instant(),
    updatedAfter: kind.instant(),
    updatedBefore: kind.instant(),
  },
  {
    description:
      'name: case-insensitive contains (% and _ literal); accountId, dealId, templateId: equal; published: true or false; userEmail: has that workspace user; domain: has that workspace domain; createdAfter/updatedAfter (>) and createdBefore/updatedBefore (<): ISO timestamp or YYYY-MM-DD (00:00Z).',
  },
);

/** Validated, normalized workspace filters; time bounds are canonical stored ISO strings. */
export type WorkspaceFilters = ParsedFilters<typeof WORKSPACE_FILTERS>;

/** `%`, `_` and the escape character itself match literally in `LIKE ... ESCAPE '\'`. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
