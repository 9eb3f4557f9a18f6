/**
 * Unauthenticated clients sending heavy bodies, in a process of their own: `clients` loops, each POSTing its body
 * without a key as soon as the previous answer (or refusal) came, until `seconds` have passed. Prints one JSON line:
 * answers by status, and connections that ended without an answer. Input: a JSON AttackSpec as the only argument.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface AttackSpec {
  url: string;
  clients: number;
  seconds: number;
  body: 'gzip' | 'plain';
}

export interface AttackResult {
  statuses: Record<string, number>;
  noAnswer: number;
}

const MIB = 1024 * 1024;
/** A JSON array of zeros of exactly 1 MiB: parsing and walking it is the work an unchecked server would do. */
const json = Buffer.from(`[${'0,'.repeat(MIB / 2 - 1)}0]`);

function send(url: URL, bytes: Buffer, encoding: string | null): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {
      'Content-Type': 'application/json',
      'Content-Length': bytes.length,
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    const req = request(url, { method: 'POST', agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', () => resolve(String(res.statusCode)));
    });
    // Refused early, the connection may close while the body is still being written.
    req.on('error', () => resolve('none'));
    req.end(bytes);
  });
}

async function main(spec: AttackSpec): Promise<AttackResult> {
  const bytes = spec.body === 'gzip' ? gzipSync(json) : json;
  const url = new URL('/v1/boards', spec.url);
  const until = Date.now() + spec.seconds * 1000;
  const result: AttackResult = { statuses: {}, noAnswer: 0 };
  const client = async () => {
    while (Date.now() < until) {
      const status = await send(url, bytes, spec.body === 'gzip' ? 'gzip' : null);
      if (status === 'none') result.noAnswer++;
      else result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: spec.clients }, client));
  return result;
}

main(JSON.parse(process.argv[2]) as AttackSpec).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
