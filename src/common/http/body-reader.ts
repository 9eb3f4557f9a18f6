import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AppError } from './app-error.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The Content-Encodings a body may be sent in; anything else is a 415. */
const DECOMPRESSORS: Record<string, (() => Transform) | null> = {
  identity: null,
  gzip: createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

export const tooLarge = (): AppError => new AppError(413, 'Request body exceeds the 1 MiB limit');

/**
 * What the headers alone say about a body: 415 for an unsupported Content-Encoding, 413 for a Content-Length over
 * `limit`; otherwise the decompressor to read it through (null: as sent). Checked before a client waiting for
 * `100 Continue` is given its go-ahead, so a body refused by its headers is never sent.
 */
export function bodyDecompressor(req: IncomingMessage, limit = BODY_LIMIT_BYTES): (() => Transform) | null {
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decompressor = DECOMPRESSORS[encoding];
  if (decompressor === undefined || !Object.hasOwn(DECOMPRESSORS, encoding)) {
    throw new AppError(415, 'Unsupported Content-Encoding; send identity, gzip, deflate or br');
  }
  if (Number(req.headers['content-length']) > limit) throw tooLarge();
  return decompressor;
}

/**
 * Reads a request's body into memory, inflating gzip, deflate or br: at most `limit` bytes as sent AND as inflated,
 * both counted while streaming. Past either, reading stops at once (the decompressor is destroyed, the rest of the
 * request is never read: the error answer closes the connection), so a small body that inflates to gigabytes costs
 * one megabyte of inflating. A `Content-Length` over the limit is refused before a byte is read.
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  let decompressor: (() => Transform) | null;
  try {
    decompressor = bodyDecompressor(req, limit);
  } catch (error) {
    return Promise.reject(error as AppError);
  }
  const inflater = decompressor?.() ?? null;
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let sent = 0;
    let received = 0;
    let settled = false;
    const settle = (error: AppError | null): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData).off('end', onEnd).off('error', onAborted).off('close', onClose);
      if (inflater) {
        inflater.removeAllListeners('data');
        // A late zlib error after the outcome is known must not be an unhandled 'error' event.
        inflater.on('error', () => undefined);
        inflater.destroy();
      }
      if (error) {
        req.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, received));
      }
    };
    const collect = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) return settle(tooLarge());
      chunks.push(chunk);
    };
    const onData = (chunk: Buffer): void => {
      sent += chunk.length;
      if (sent > limit) return settle(tooLarge());
      if (!inflater) return collect(chunk);
      // Inflating runs behind reading: wait for it, so nothing is read (or queued) past what the limit needs.
      if (!inflater.write(chunk)) {
        req.pause();
        inflater.once('drain', () => settled || req.resume());
      }
    };
    const onEnd = (): void => (inflater ? void inflater.end() : settle(null));
    const onAborted = (): void => settle(new AppError(400, 'Request body was aborted'));
    const onClose = (): void => {
      if (!req.complete) onAborted();
    };
    if (inflater) {
      inflater.on('data', collect);
      inflater.once('end', () => settle(null));
      inflater.once('error', () => settle(new AppError(400, `Request body is not valid ${encoding} data`)));
    }
    req.on('data', onData).on('end', onEnd).on('error', onAborted).on('close', onClose);
  });
}

/** Whether the request still has body bytes nobody read: answering it must close the connection, not drain them. */
export function bodyLeftUnread(req: IncomingMessage): boolean {
  return !req.complete;
}
