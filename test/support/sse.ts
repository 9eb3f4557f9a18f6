import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import type { TestApp } from './app.js';

/** One message of a Server-Sent Events stream, as a browser would assemble it; a comment has only `comment`. */
export interface SseMessage {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** A stream opened over real HTTP: its status, headers, the messages so far, and waiting for the next ones. */
export class SseClient {
  readonly messages: SseMessage[] = [];
  private waiters: Array<() => void> = [];
  private buffer = '';
  ended = false;
  body = '';

  private constructor(
    readonly res: IncomingMessage,
    private readonly req: ClientRequest,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      this.body += chunk;
      this.buffer += chunk;
      this.parse();
    });
    const end = () => {
      this.ended = true;
      this.wake();
    };
    res.on('end', end);
    res.on('close', end);
    res.on('error', end);
  }

  get status(): number {
    return this.res.statusCode ?? 0;
  }

  /** The messages with an event name (not comments, not the opening `retry`). */
  get events(): SseMessage[] {
    return this.messages.filter((message) => message.event !== undefined);
  }

  static open(base: string, path: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { headers: { Accept: 'text/event-stream', ...headers } }, (res) =>
        resolve(new SseClient(res, req)),
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** Resolves once `check` holds of the messages, or rejects after `ms` (no fixed sleep: woken by each message). */
  async until(what: string, check: (client: SseClient) => boolean, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check(this)) {
      if (this.ended && !check(this)) throw new Error(`stream ended before ${what}: ${this.body.slice(0, 2000)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got: ${this.body.slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server ended the stream. */
  async endedWithin(ms = 10_000): Promise<void> {
    await this.until('the end of the stream', (client) => client.ended, ms).catch((error: Error) => {
      if (!this.ended) throw error;
    });
  }

  close(): void {
    this.req.destroy();
  }

  private parse(): void {
    let split: number;
    while ((split = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, split);
      this.buffer = this.buffer.slice(split + 2);
      const message: SseMessage = {};
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === '') message.comment = value;
        else if (field === 'event' || field === 'id' || field === 'data' || field === 'retry') message[field] = value;
      }
      this.messages.push(message);
    }
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** The test app listening on a free loopback port (streams need a real connection), and its base URL. */
export async function listening(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer() as import('node:http').Server;
  if (!server.listening) await t.app.listen(0, '127.0.0.1');
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}
