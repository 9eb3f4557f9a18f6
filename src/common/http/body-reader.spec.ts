import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { AppError } from './app-error.js';
import { readBody } from './body-reader.js';

/** A request whose body is produced on demand, one chunk per read, counting the chunks the reader pulled. */
function lazyRequest(
  chunks: Buffer[],
  headers: Record<string, string>,
): { req: IncomingMessage; pulled: () => number } {
  let next = 0;
  const stream = new Readable({
    read() {
      this.push(next < chunks.length ? chunks[next++] : null);
    },
  });
  const req = Object.assign(stream, { headers, complete: false }) as unknown as IncomingMessage;
  stream.on('end', () => Object.assign(req, { complete: true }));
  return { req, pulled: () => next };
}

const statusOf = (error: unknown) => (error instanceof AppError ? error.status : error);

describe('readBody', () => {
  it('reads a plain body and inflates a gzip one', async () => {
    const json = Buffer.from('{"a":1}');
    expect((await readBody(lazyRequest([json], {}).req)).toString()).toBe('{"a":1}');
    const gzip = lazyRequest([gzipSync(json)], { 'content-encoding': 'gzip' }).req;
    expect((await readBody(gzip)).toString()).toBe('{"a":1}');
  });

  it('stops reading a gzip bomb once the inflated size passes the limit', async () => {
    // 1,000 gzip members of 1 MiB of zeros each (about 1 KB apiece): 1,000 MiB if it were all inflated.
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const bomb = lazyRequest(
      Array.from({ length: 1000 }, () => member),
      { 'content-encoding': 'gzip' },
    );
    await expect(readBody(bomb.req, 1024 * 1024).catch(statusOf)).resolves.toBe(413);
    expect(bomb.pulled()).toBeLessThan(100);
  });

  it('stops reading a plain body once it passes the limit, and refuses an announced one unread', async () => {
    const big = lazyRequest(
      Array.from({ length: 1000 }, () => Buffer.alloc(64 * 1024, 'a')),
      {},
    );
    await expect(readBody(big.req, 1024 * 1024).catch(statusOf)).resolves.toBe(413);
    expect(big.pulled()).toBeLessThan(20);
    const announced = lazyRequest([Buffer.from('{}')], { 'content-length': String(1024 * 1024 + 1) });
    await expect(readBody(announced.req, 1024 * 1024).catch(statusOf)).resolves.toBe(413);
    expect(announced.pulled()).toBe(0);
  });

  it('refuses unknown encodings with 415 and corrupt compressed data with 400', async () => {
    const unknown = lazyRequest([Buffer.from('{}')], { 'content-encoding': 'x-zip' }).req;
    await expect(readBody(unknown).catch(statusOf)).resolves.toBe(415);
    const proto = lazyRequest([Buffer.from('{}')], { 'content-encoding': 'constructor' }).req;
    await expect(readBody(proto).catch(statusOf)).resolves.toBe(415);
    const corrupt = lazyRequest([Buffer.from('{"not":"gzip"}')], { 'content-encoding': 'gzip' }).req;
    await expect(readBody(corrupt).catch(statusOf)).resolves.toBe(400);
  });
});
