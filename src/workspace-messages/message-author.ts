/** Who wrote a message: the team (through the API, on behalf of a named user) or a contact (on the page). */
export const AUTHOR_KINDS = ['team', 'contact'] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];
