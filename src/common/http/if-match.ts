import { AppError, badRequest } from './app-error.js';

/**
 * What a PATCH or DELETE's `If-Match` asks for: `'*'` (any existing version) or the versions it accepts; null when
 * the header is absent. A malformed header is kept as its 400 and raised by requireVersion once the row is found,
 * so another organization's id is still a 404 and an invalid body still its own 400, as they were before.
 */
export type IfMatchValue = { readonly versions: readonly number[] | '*' } | { readonly malformed: AppError } | null;

/** The last argument of a versioned write: `update(org, id, dto, properties, { ifMatch })`. */
export interface Precondition {
  readonly ifMatch: IfMatchValue;
}

/** `"3"`, `"3", "4"` or `*`; weak tags never match (If-Match compares strongly), anything else is a 400. */
export function parseIfMatch(header: string | undefined): readonly number[] | '*' | null {
  if (header === undefined) return null;
  const value = header.trim();
  if (value === '*') return '*';
  const versions: number[] = [];
  for (const part of value.split(',')) {
    const tag = part.trim();
    if (/^W\/"[^"]*"$/.test(tag)) continue;
    const match = /^"(\d{1,15})"$/.exec(tag);
    if (!match)
      throw badRequest('If-Match must be * or a list of ETags such as "3"', [
        { field: 'If-Match', message: 'is malformed' },
      ]);
    versions.push(Number(match[1]));
  }
  return versions;
}

/** The header as the service receives it (see RowTarget): parsed, with a malformed one kept for later. */
export function readIfMatch(header: string | undefined): IfMatchValue {
  try {
    const versions = parseIfMatch(header);
    return versions === null ? null : { versions };
  } catch (error) {
    if (error instanceof AppError) return { malformed: error };
    throw error;
  }
}

export const preconditionFailed = (): AppError =>
  new AppError(412, 'The resource has changed since you read it (If-Match does not match its ETag); read it again', [
    { field: 'If-Match', message: 'does not match the current ETag' },
  ]);
