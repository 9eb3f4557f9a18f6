import type { Response } from 'express';

/** Past this many bytes waiting to be sent (a client that does not read), the stream is ended: it resumes later. */
const BACKLOG_MAX_BYTES = 256 * 1024;

/**
 * One Server-Sent Events response: the headers, `retry`, events, heartbeat comments, and its end. Writes after the
 * end, or to a client gone, are dropped; `closed` resolves once either side ended it.
 */
export class SseStream {
  private ended = false;
  readonly closed: Promise<void>;

  constructor(
    private readonly res: Response,
    { retryMs }: { retryMs: number },
  ) {
    this.closed = new Promise((resolve) => res.once('close', () => resolve()));
    void this.closed.then(() => (this.ended = true));
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // Proxies that buffer answers (nginx) pass this one through as it is written.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    this.write(`retry: ${retryMs}\n\n`);
  }

  get open(): boolean {
    return !this.ended;
  }

  /** An event; `id` becomes the browser's Last-Event-ID. Fields are single lines: `data` is JSON. */
  send({ event, id, data }: { event: string; id?: string; data: string }): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
  }

  /** A comment line: keeps proxies and the client from timing the idle connection out. */
  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }

  private write(chunk: string): void {
    if (this.ended) return;
    if (this.res.writableLength > BACKLOG_MAX_BYTES) return this.end();
    this.res.write(chunk);
  }
}
