import { randomUUID } from 'node:crypto';
import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES } from './app-error.js';
import { JSON_END } from './json-newline.js';

const MESSAGES: Record<number, string> = {
  400: 'Malformed HTTP request (request line or headers)',
  408: 'The request was not received in time',
  431: 'Request headers are too large',
};

/** How long a client that does not read its error answer keeps the connection. */
const CLOSE_AFTER_ANSWER_MS = 1000;

/**
 * Requests Node's HTTP parser rejects before any middleware runs (a raw non-ASCII byte in the URL, a malformed
 * header, headers over the size limit) get the standard error body and an X-Request-Id as well, instead of Node's
 * bare `400 Bad Request` without a body. As in Node's own handler, nothing is written once an answer has started.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const requestId = randomUUID();
    const body = `${JSON.stringify({
      error: { status, code: ERROR_CODES[status], message: MESSAGES[status], details: [], requestId },
    })}${JSON_END}`;
    // Closed for good once the answer is flushed, as Node's own handler does: `end` alone only half-closes, and a
    // client that never closes its side would keep the connection (and its place under HTTP_MAX_CONNECTIONS) for
    // ever. A client that does not even read the answer loses the connection after CLOSE_AFTER_ANSWER_MS.
    const close = setTimeout(() => socket.destroy(), CLOSE_AFTER_ANSWER_MS).unref();
    socket.once('close', () => clearTimeout(close));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
      () => socket.destroy(),
    );
  });
}
