import type { Request } from 'express';
import { AppError } from '../common/http/app-error.js';
import { readBody } from '../common/http/body-reader.js';

/** Largest form a visitor page posts: a plan of 500 tasks' ticks fits several times over. */
export const FORM_LIMIT_BYTES = 64 * 1024;

/** A posted form's fields (application/x-www-form-urlencoded, as HTML forms and the beat send them). */
export class Form {
  constructor(private readonly params: URLSearchParams) {}

  /** A single-valued field, trimmed of nothing; undefined when absent. */
  one(name: string): string | undefined {
    return this.params.get(name) ?? undefined;
  }

  /** The names of the fields sent, each once, at most `max`. */
  names(max = 1000): string[] {
    return [...new Set(this.params.keys())].slice(0, max);
  }

  /** Every value of a repeated field (checkbox groups), at most `max`. */
  all(name: string, max = 1000): string[] {
    return this.params.getAll(name).slice(0, max);
  }
}

/**
 * Reads a visitor's form once the request was admitted (rate limit): at most FORM_LIMIT_BYTES, form-encoded only.
 * Visitor routes are public, so the API's JSON body guard leaves their bodies to them (StreamedBody).
 */
export async function readForm(req: Request, limitBytes = FORM_LIMIT_BYTES): Promise<Form> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new AppError(415, 'Send the form as application/x-www-form-urlencoded');
  }
  const body = await readBody(req, limitBytes);
  return new Form(new URLSearchParams(body.toString('utf8')));
}
