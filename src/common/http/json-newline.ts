import type { Express, Response } from 'express';

/** What ends every JSON answer: several curls in one shell block then print one answer a line, and the prompt too. */
export const JSON_END = '\n';

/**
 * Every `res.json()` of this application (Nest's reply of an object, the exception filter) ends its body with a
 * newline. Set once on the application's response prototype, not per request; Express's `json replacer`, `json
 * spaces` and `json escape` settings are not used by this service. Content-Length follows from `send`.
 */
export function endJsonWithNewline(app: Express): void {
  app.response.json = function json(this: Response, body: unknown): Response {
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json; charset=utf-8');
    return this.send(body === undefined ? '' : `${JSON.stringify(body)}${JSON_END}`);
  };
}
