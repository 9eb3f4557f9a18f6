import { connect } from 'node:net';

/** One HTTP/1.1 exchange over a raw socket, written exactly as a hostile or slow client would. */
export interface RawExchange {
  /** The final answer (interim 1xx answers are in `raw` only), or null when the server closed without one. */
  answer: { status: number; headers: Record<string, string>; body: string } | null;
  /** Everything the server sent. */
  raw: string;
  /** Whether the server closed the connection (not kept it open after a complete answer, nor timed out this client). */
  closedByServer: boolean;
  /** Milliseconds from connecting to the end of the exchange. */
  ms: number;
  /** Body bytes this client had written when the exchange ended. */
  bodyBytesWritten: number;
}

export interface RawRequest {
  /** The request line and headers, each ending in CRLF; the blank line that ends them is added unless `trickle`. */
  head: string;
  /** Sent in full right after the head. */
  body?: Buffer;
  /** Sent after the head: this many bytes of `a`, as fast as the socket takes them. */
  flood?: number;
  /** Sends the head one line per interval and never ends it (headers), or one body byte per interval (body). */
  trickle?: { what: 'headers' | 'body'; everyMs: number };
  /** The local address to connect from (a loopback address such as 127.0.0.2; default 127.0.0.1). */
  from?: string;
  /** Stops waiting after this long (default 15 s). */
  giveUpAfterMs?: number;
}

function parseAnswer(raw: string): RawExchange['answer'] {
  // Skip interim answers such as `100 Continue`.
  let rest = raw;
  while (/^HTTP\/1\.1 1\d\d /.test(rest) && rest.includes('\r\n\r\n')) rest = rest.slice(rest.indexOf('\r\n\r\n') + 4);
  const end = rest.indexOf('\r\n\r\n');
  if (!rest.startsWith('HTTP/1.1 ') || end < 0) return null;
  const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines)
    headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4) };
}

export function rawExchange(port: number, req: RawRequest): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1', localAddress: req.from });
    let raw = '';
    let written = 0;
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closedByServer: boolean): void => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer: parseAnswer(raw), raw, closedByServer, ms: Date.now() - started, bodyBytesWritten: written });
    };
    const giveUp = setTimeout(() => finish(false), req.giveUpAfterMs ?? 15_000);
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
      // A complete answer on a connection the server keeps open ends the exchange; otherwise its close does.
      const answer = parseAnswer(raw);
      const length = Number(answer?.headers['content-length']);
      if (answer && answer.headers.connection !== 'close' && Buffer.byteLength(answer.body) >= length) finish(false);
    });
    // A reset after the answer (the server closed with body bytes unread) still ends the exchange.
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      if (req.trickle?.what === 'headers') {
        const lines = req.head.split(/(?<=\r\n)/);
        let next = 0;
        // The head's lines, then made-up header lines for ever.
        const line = () => (next < lines.length ? lines[next++] : `X-Trickle-${next++}: a\r\n`);
        timer = setInterval(() => socket.writable && socket.write(line()), req.trickle.everyMs);
        return;
      }
      socket.write(`${req.head}\r\n`);
      if (req.body) {
        socket.write(req.body);
        written += req.body.length;
      }
      if (req.flood) flood(req.flood);
      if (req.trickle?.what === 'body') {
        timer = setInterval(() => {
          if (socket.writable) socket.write('a', () => written++);
        }, req.trickle.everyMs);
      }
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const flood = (left: number): void => {
      while (left > 0 && socket.writable) {
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        const more = socket.write(part, (error) => {
          if (!error) written += part.length;
        });
        if (!more) {
          socket.once('drain', () => flood(left));
          return;
        }
      }
    };
  });
}
