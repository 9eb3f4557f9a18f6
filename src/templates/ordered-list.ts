import type { ErrorDetail } from '../common/http/app-error.js';

/** An id a body sends in a list that replaces the current one, and where it was sent (`plans[1].id`). */
export interface SentId {
  id: string | undefined;
  field: string;
  /** How a later repeat names this occurrence; `repeats <field>` by default. */
  repeated?: string;
}

/**
 * The problems of the ids of a list sent as the complete new list (plans, pages, and the tasks or sections inside
 * them): every id must name one of the current rows (`known`; another template's row, or an unknown id, is not one)
 * and may appear once. `what` names a row in the message (`a plan of this template`).
 */
export function idProblems(sent: readonly SentId[], known: ReadonlySet<string>, what: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const first = new Map<string, string>();
  for (const { id, field, repeated } of sent) {
    if (id === undefined) continue;
    const earlier = first.get(id);
    if (earlier !== undefined) details.push({ field, message: earlier });
    else if (!known.has(id)) details.push({ field, message: `is not ${what}` });
    if (earlier === undefined) first.set(id, repeated ?? `repeats ${field}`);
  }
  return details;
}

/** The current rows of each owner (the tasks of each plan), in their order. */
export function groupBy<R, K extends keyof R>(rows: readonly R[], key: K): Map<R[K], R[]> {
  const groups = new Map<R[K], R[]>();
  for (const row of rows) {
    const group = groups.get(row[key]);
    if (group) group.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}

/** The fields of `input` among `keys` that were sent (undefined = not sent; null = cleared). */
export function sentFields<I extends object, K extends keyof I>(input: I, keys: readonly K[]): Partial<Pick<I, K>> {
  const out: Partial<Pick<I, K>> = {};
  for (const key of keys) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

/** Whether `changes` would change `row`: a kept row is written only when it does. */
export function differs<R extends object>(row: R, changes: object): boolean {
  return Object.entries(changes).some(([key, value]) => !sameValue(row[key as keyof R], value));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  // A JSON column's object (a form): the same when it serializes the same, as it is stored.
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}
