import type { ComputedField } from '../database/computed-field.js';
import { SLUG, slugify } from '../database/slug.computed.js';

/** Address of a published workspace: APP_BASE_URL/<org-slug>/<name-slug>-<id>; null while unpublished. */
export function workspaceUrl(
  appBaseUrl: string,
  orgSlug: string,
  workspace: { id: string; name: string; published: boolean },
): string | null {
  return workspace.published ? `${appBaseUrl}/${orgSlug}/${slugify(workspace.name)}-${workspace.id}` : null;
}

type UrlInputs = Record<'appBaseUrl' | 'orgSlug' | 'id' | 'name' | 'published', string>;

/** workspaceUrl() in both forms (see ComputedField); the name's slug is SLUG's in each dialect. */
export const WORKSPACE_URL: ComputedField<typeof workspaceUrl, UrlInputs> = {
  js: workspaceUrl,
  sql: {
    postgres: (of) => urlSql(of, SLUG.sql.postgres({ text: of.name })),
    sqlite: (of) => urlSql(of, SLUG.sql.sqlite({ text: of.name })),
  },
};

const urlSql = ({ appBaseUrl, orgSlug, id, published }: UrlInputs, slug: string): string =>
  `CASE WHEN ${published} THEN ${appBaseUrl} || '/' || ${orgSlug} || '/' || ${slug} || '-' || ${id} END`;
