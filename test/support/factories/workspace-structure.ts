import type { Api } from '../api.js';
import type { Json } from '../wire.js';

/** A page created through the API (the real rules decide its index). */
export async function createPage(api: Api, workspaceId: string, body: Json = {}): Promise<Json & { id: string }> {
  const res = await api.post('/v1/workspace-pages', { workspaceId, title: 'Welcome', ...body }).expect(201);
  return res.body.data.workspacePage;
}

/** A section created through the API; a text section unless `body` says otherwise. */
export async function createSection(
  api: Api,
  workspacePageId: string,
  body: Json = {},
): Promise<Json & { id: string }> {
  const kind = body.kind ?? 'text';
  const content = kind === 'text' && body.text === undefined ? { text: 'Hello' } : {};
  const res = await api.post('/v1/workspace-sections', { workspacePageId, kind, ...content, ...body }).expect(201);
  return res.body.data.workspaceSection;
}

/** The titles of a workspace's pages in order, checking that their indexes are compact (0 to n - 1). */
export async function pageTitles(api: Api, workspaceId: string): Promise<string[]> {
  const res = await api.get(`/v1/workspace-pages?filters[workspaceId]=${workspaceId}&limit=100`).expect(200);
  const pages: { title: string; index: number }[] = res.body.data.workspacePages;
  expect(pages.map((page) => page.index)).toEqual(pages.map((_, i) => i));
  return pages.map((page) => page.title);
}

/** The titles of a page's sections in order, checking that their indexes are compact (0 to n - 1). */
export async function sectionTitles(api: Api, pageId: string): Promise<string[]> {
  const res = await api.get(`/v1/workspace-sections?filters[workspacePageId]=${pageId}&limit=100`).expect(200);
  const sections: { title: string; index: number }[] = res.body.data.workspaceSections;
  expect(sections.map((section) => section.index)).toEqual(sections.map((_, i) => i));
  return sections.map((section) => section.title);
}

/** Pages created in order, by title: `{ A: id, B: id }`. */
export async function createPages(api: Api, workspaceId: string, titles: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const title of titles) ids[title] = (await createPage(api, workspaceId, { title })).id;
  return ids;
}

/** Text sections created in order on one page, by title. */
export async function createSections(api: Api, pageId: string, titles: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const title of titles) ids[title] = (await createSection(api, pageId, { title })).id;
  return ids;
}
