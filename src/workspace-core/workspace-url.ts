import { slugify } from '../database/slug.computed.js';

/** Address of a published workspace: APP_BASE_URL/<org-slug>/<name-slug>-<id>; null while unpublished. */
export function workspaceUrl(
  appBaseUrl: string,
  orgSlug: string,
  workspace: { id: string; name: string; published: boolean },
): string | null {
  return workspace.published ? `${appBaseUrl}/${orgSlug}/${slugify(workspace.name)}-${workspace.id}` : null;
}
