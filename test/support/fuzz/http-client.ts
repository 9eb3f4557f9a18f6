import http from 'node:http';
import type { SentRequest } from './requests.js';

/**
 * A plain HTTP/1.1 client over keep-alive connections: unlike supertest it sends the exact bytes, headers and
 * Content-Type asked for (no JSON serialization, no default Content-Type) and times out instead of hanging.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export class FuzzClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    private readonly timeoutMs = 20_000,
  ) {}

  send(req: SentRequest): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body) headers['Content-Length'] = req.body.length;
      let answered = false;
      const outgoing = http.request(
        { host: '127.0.0.1', port: this.port, method: req.method, path: req.url, headers, agent: this.agent },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      outgoing.setTimeout(this.timeoutMs, () => outgoing.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      // The server may answer (413, 415) and close before the whole body is written: the answer is what counts.
      outgoing.on('error', (error) => {
        if (!answered) reject(error);
      });
      outgoing.end(req.body ?? undefined);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
