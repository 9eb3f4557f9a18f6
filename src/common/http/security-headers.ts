import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * helmet's response headers, computed once. With these options they do not depend on the request, so one
 * middleware setting a fixed list does what helmet's chain of eleven middlewares does on every request.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Handler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not complete synchronously; its headers cannot be precomputed');
  const fixed = [...headers];
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
