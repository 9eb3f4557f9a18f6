/**
 * Runs one autocannon measurement in its own process (so the load generator never shares an event loop with a
 * server) and prints the result as one JSON line. Input: the path of a JSON file holding a LoadSpec.
 *
 * Requests rotate through `paths` and `bodies` (one per request, in order, shared by all connections), which
 * spreads single-resource reads and writes over many rows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'PATCH' | 'POST';
  paths: string[];
  bodies?: string[];
  headers: Record<string, string>;
  connections: number;
  duration: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface RawRequest {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function main(spec: LoadSpec): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    headers: spec.headers,
    method: spec.method,
    requests: [
      {
        setupRequest: (req: RawRequest) => {
          const i = next++;
          req.method = spec.method;
          req.path = spec.paths[i % spec.paths.length];
          if (spec.bodies) req.body = spec.bodies[i % spec.bodies.length];
          return req;
        },
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
  );
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    requests,
    seconds: result.duration,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}

main(JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadSpec).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
