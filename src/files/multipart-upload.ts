import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, invalidField } from '../common/http/app-error.js';
import { hasBody } from '../common/http/body-rules.js';
import { textProblem } from '../common/validation/text-policy.js';
import { SNIFF_BYTES, TextCheck, sniffContentType } from './content-sniffing.js';
import { CHUNK_BYTES } from './file.repository.js';
import { UNSAFE_IN_FILE_NAMES } from './download-headers.js';

/** What a multipart body holds besides the file's bytes: boundaries, part headers, the `name` part. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
export const NAME_MAX = 255;

/** A file received whole: its bytes are stored (as chunks), these describe them. */
export interface ReceivedFile {
  /** The `name` part; else the file name the client sent, cleaned; else `file`. */
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
  readonly contentType: string;
}

/** Stores one chunk of the file (seq 0, 1, 2…), each CHUNK_BYTES but the last. */
export type ChunkWriter = (seq: number, data: Buffer) => Promise<void>;

export const fileTooLarge = (maxBytes: number): AppError =>
  new AppError(413, `The file is larger than ${maxBytes} bytes (FILES_MAX_BYTES)`, [
    { field: 'file', message: `must be at most ${maxBytes} bytes` },
  ]);

const notMultipart = (): AppError =>
  new AppError(415, 'Send the file as multipart/form-data with a part named file (curl -F file=@path)');
const malformed = (): AppError => new AppError(400, 'Request body is not valid multipart/form-data');
const fileMissing = (): AppError =>
  invalidField('file', 'is required: a part named file holding the bytes, with a filename (curl -F file=@path)');

/**
 * What the headers alone say about an upload, checked before a byte of the body is read (and before a client waiting
 * for `100 Continue` is told to send it): 415 unless multipart/form-data sent as is, 413 when its length already says
 * the file cannot fit.
 */
export function checkUploadHeaders(req: IncomingMessage, maxBytes: number): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'multipart/form-data') throw notMultipart();
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') {
    throw new AppError(415, 'Send an upload without Content-Encoding: files are stored as sent');
  }
  if (!hasBody(req.headers)) throw fileMissing();
  if (Number(req.headers['content-length']) > maxBytes + FORM_OVERHEAD_BYTES) throw fileTooLarge(maxBytes);
}

/** A file name as the client sent it, made a safe single-line name: no path, controls or bidi overrides; ≤ 255. */
export function cleanFileName(raw: string | undefined): string {
  const cleaned = (raw ?? '').normalize('NFC').replace(UNSAFE_IN_FILE_NAMES, '').replace(/[\\/]/g, '_').trim();
  return [...cleaned].slice(0, NAME_MAX).join('').trim() || 'file';
}

function checkedName(value: string, truncated: boolean): string {
  if (truncated || [...value].length > NAME_MAX) throw invalidField('name', `must be at most ${NAME_MAX} characters`);
  if (value.length === 0) throw invalidField('name', 'must be at least 1 character');
  const problem = textProblem(value, { singleLine: true });
  if (problem) throw invalidField('name', problem);
  return value;
}

/**
 * Reads a multipart/form-data body as it arrives: the `file` part goes to `write` in chunks of CHUNK_BYTES (the
 * stream is paused while a chunk is written, so at most one chunk and one network read are in memory), hashed and
 * checked for text on the way; the first bytes are kept to tell its type. Past `maxBytes` of file, on a malformed
 * body, an unknown part or a client that goes away, reading stops at once (the rest of the body is never read: the
 * error answer closes the connection) and the promise rejects once no write is in flight any more.
 */
export function receiveMultipart(
  req: IncomingMessage,
  { maxBytes, write }: { maxBytes: number; write: ChunkWriter },
): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        // Two fields: so that a second `name`, or a field of another name, is told apart from a third part.
        // busboy reports reaching `fileSize` as exceeding it: one byte more tells a file of exactly maxBytes apart.
        limits: { files: 1, fields: 2, fileSize: maxBytes + 1, fieldSize: 4 * NAME_MAX, headerPairs: 20 },
      });
    } catch {
      reject(notMultipart());
      return;
    }
    let failure: unknown = null;
    let settled = false;
    let named: string | undefined;
    let part: Promise<StoredPart> | null = null;
    // Parts busboy skips (no Content-Disposition) count towards no limit of its own: the body as a whole has one.
    let received = 0;
    const onData = (piece: Buffer): void => {
      received += piece.length;
      if (received > maxBytes + FORM_OVERHEAD_BYTES) stop(fileTooLarge(maxBytes));
    };

    const settle = (): void => {
      if (settled) return;
      settled = true;
      req.off('close', onClose).off('data', onData);
      // Answer only once the part's writes have stopped, so a caller deleting the rows deletes them all.
      void (part ?? Promise.resolve(null))
        .catch(() => null)
        .then((stored) => {
          if (failure !== null) return reject(failure);
          if (stored === null) return reject(fileMissing());
          resolve({ ...stored.file, name: named ?? cleanFileName(stored.filename) });
        });
    };
    const stop = (error: unknown): void => {
      if (failure !== null || settled) return;
      failure = error;
      req.unpipe(parser);
      req.pause();
      // Not while busboy is inside one of its own callbacks (they emit most of the errors): it goes on using the
      // state destroying it clears.
      process.nextTick(() => {
        parser.destroy();
        settle();
      });
    };
    const onClose = (): void => {
      if (!req.complete) stop(new AppError(400, 'Request body was aborted'));
    };

    parser.on('file', (field, stream, info) => {
      // Its errors end the part's loop below, or come after stop(): either way they are answered already.
      stream.on('error', () => undefined);
      if (field !== 'file') {
        stream.resume();
        return stop(invalidField(field, 'is not allowed: send the bytes as file and their name as name'));
      }
      stream.once('limit', () => stop(fileTooLarge(maxBytes)));
      part = storePart(stream, write).then((file) => ({ file, filename: info.filename }));
      part.catch(stop);
    });
    parser.on('field', (field, value, info) => {
      if (field === 'file') return stop(fileMissing());
      if (field !== 'name')
        return stop(invalidField(field, 'is not allowed: send the bytes as file and their name as name'));
      if (named !== undefined) return stop(invalidField('name', 'must be sent once'));
      try {
        named = checkedName(value, info.valueTruncated);
      } catch (error) {
        stop(error);
      }
    });
    parser.on('filesLimit', () => stop(invalidField('file', 'must be sent once: one file per request')));
    parser.on('fieldsLimit', () => stop(new AppError(400, 'Send only the parts file and name')));
    parser.on('error', () => stop(malformed()));
    parser.on('close', settle);
    req.on('data', onData).on('close', onClose);
    req.pipe(parser);
  });
}

interface StoredPart {
  file: Omit<ReceivedFile, 'name'>;
  filename: string | undefined;
}

/** Streams the file part into chunks; answers what the bytes were once the part ends. */
async function storePart(stream: AsyncIterable<Buffer>, write: ChunkWriter): Promise<StoredPart['file']> {
  const hash = createHash('sha256');
  const text = new TextCheck();
  let head: Buffer | null = null;
  // One buffer for every chunk: refilled only once the write of the previous chunk has completed (the drivers copy
  // what they send), so an upload of any size allocates one chunk.
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  let seq = 0;
  let size = 0;
  const flush = async (): Promise<void> => {
    const data = chunk.subarray(0, filled);
    head ??= Buffer.from(data.subarray(0, SNIFF_BYTES));
    await write(seq++, data);
    filled = 0;
  };
  for await (const piece of stream) {
    hash.update(piece);
    text.push(piece);
    size += piece.length;
    for (let offset = 0; offset < piece.length;) {
      const copied = piece.copy(chunk, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === CHUNK_BYTES) await flush();
    }
  }
  if (filled > 0) await flush();
  const contentType = sniffContentType({ head: head ?? Buffer.alloc(0), size, text: text.isText });
  return { size, sha256: hash.digest('hex'), contentType };
}
