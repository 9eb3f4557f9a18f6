import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { redactText } from '../../logging/log-safety.js';
import { requestId } from './request-id.js';

/** `ip` is Express's: the client address, the socket's or X-Forwarded-For's as far as TRUST_PROXY trusts it. */
type LoggedRequest = IncomingMessage & { id?: string | number; org?: { id: string }; ip?: string };

/** Names kept per request line, and their length: the query string is the client's to fill. */
const MAX_QUERY_NAMES = 32;
const MAX_NAME_LENGTH = 64;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The path and the query parameter names of a request target, never the values: a query string carries filter values
 * (e-mail addresses, names) and whatever a client puts there (`?api_key=wsk_…`). Names are decoded, listed once each
 * in order, at most 32 of at most 64 characters; credentials and e-mail addresses in the path or a name are redacted.
 */
export function loggedTarget(url: string): { path: string; queryNames: string[] } {
  const mark = url.indexOf('?');
  const path = redactText(mark === -1 ? url : url.slice(0, mark));
  const names = new Set<string>();
  if (mark !== -1) {
    for (const pair of url.slice(mark + 1).split('&')) {
      if (names.size === MAX_QUERY_NAMES) break;
      const name = pair.split('=', 1)[0];
      if (name) names.add(redactText(decoded(name).slice(0, MAX_NAME_LENGTH)));
    }
  }
  return { path, queryNames: [...names] };
}

/**
 * Gives every request its id (a sane `X-Request-Id` from the client, else a new one, echoed back) and writes one JSON
 * line when it ends: `req` (id, method, path, queryNames, remoteAddress, userAgent), `res.statusCode`, `responseTime`
 * (ms), `orgId`. Fields are picked, never all headers copied, so keys and cookies cannot reach the log; the query
 * string is reduced to its parameter names. 5xx at error level; a connection closed before the answer was sent is
 * logged as aborted.
 */
export function requestLogger(logger: Logger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    req.id = requestId(req, res);
    // Read now: a connection the answer closes has no peer address any more when 'close' comes. The client's, not a
    // load balancer's: behind one, the socket's address is the balancer's on every line.
    const remoteAddress = req.ip ?? req.socket?.remoteAddress;
    // Read now too: a handler mounted under a path (Swagger UI's files under /docs) strips it from req.url, and one
    // that answers without calling next() never puts it back, so 'close' would log /swagger-ui.css.
    const target = loggedTarget(req.url ?? '');
    // 'close' comes once per response, after 'finish' when the answer was sent: one listener, nothing to remove.
    res.on('close', (): void => {
      const userAgent = req.headers['user-agent'];
      const entry = {
        req: {
          id: req.id,
          method: req.method,
          ...target,
          remoteAddress,
          userAgent: userAgent === undefined ? undefined : redactText(userAgent),
        },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        orgId: req.org?.id,
      };
      if (res.statusCode >= 500) logger.error(entry, 'request errored');
      else logger.info(entry, res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}
