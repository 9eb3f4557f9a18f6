/** What the suites expect of the wire format, named once. */

/** PUBLIC_BASE_URL of the test app (its default), as resource URLs and Location headers carry it. */
export const BASE = 'http://localhost:3000/v1';

/** A resource id: 12 characters of [0-9A-Za-z]. */
export const ID = /^[0-9A-Za-z]{12}$/;

/** A timestamp with milliseconds (createdAt, updatedAt). */
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A timestamp without milliseconds (Dock's dates: completedAt, a deal's dates). */
export const ISO_S = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export type Json = Record<string, unknown>;

/** A value for a test name (`it.each`): long strings are shown by their length. */
export const label = (value: unknown): string => {
  if (value === undefined) return '(missing)';
  const json = JSON.stringify(value);
  return json.length > 40 ? `${json.slice(0, 12)}… (${json.length} characters of JSON)` : json;
};

/** A tag as boards and assets embed it. */
export const tagEmbed = (tag: { id: string; title: string; createdAt: string; updatedAt: string }): Json => ({
  id: tag.id,
  object: 'tag',
  url: `${BASE}/tags/${tag.id}`,
  title: tag.title,
  createdAt: tag.createdAt,
  updatedAt: tag.updatedAt,
});

/** The pageInfo of a list whose `total` items all fit on its first page. */
export const onePage = (total: number): Json => ({
  page: 1,
  pages: 1,
  total,
  pageTotal: total,
  hasNextPage: false,
  hasPrevPage: false,
});
