/**
 * A value already serialised as JSON (by the database: see src/database/wire-json.ts), answered as it is. The
 * envelope writes the answer around it instead of parsing and re-serialising it.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The body of `{ data }` as JSON text when one of `data`'s own values is JsonText (`{ workspaces: JsonText,
 * pageInfo }`), else null (the framework serialises it). Only that level is looked at: a JsonText nested deeper is
 * not supported, and would be serialised as an object.
 */
export function envelopeText(data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const values = data as Record<string, unknown>;
  if (!Object.values(values).some((value) => value instanceof JsonText)) return null;
  // One concatenation (flattened once, when the response is written): the members are 80 KB for a page of workspaces.
  let text = '{"data":{';
  let first = true;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`;
    first = false;
  }
  return `${text}}}`;
}
