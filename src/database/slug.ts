/**
 * Lower-case, ASCII, hyphen-separated slug for human-readable addresses. It sits with the database because the
 * database computes it too, in the wire JSON of a workspace (wire-json.ts): SQLite calls this function, registered on
 * its connection; PostgreSQL's SQL mirrors it, and test/e2e/wire-json.e2e-spec checks they agree.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'workspace';
}
