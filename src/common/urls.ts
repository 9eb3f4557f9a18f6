/** Absolute address of a resource: PUBLIC_BASE_URL + /v1/<plural-kebab>/<id>. */
export function resourceUrl(baseUrl: string, collection: string, id: string): string {
  return `${baseUrl}/v1/${collection}/${id}`;
}
