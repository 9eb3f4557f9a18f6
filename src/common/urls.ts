/** Absolute address of a resource: PUBLIC_BASE_URL + /v1/<plural-kebab>/<id>. */
export function resourceUrl(baseUrl: string, collection: string, id: string): string {
  return `${baseUrl}/v1/${collection}/${id}`;
}

/** Lower-case, ASCII, hyphen-separated slug for human-readable addresses. */
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
