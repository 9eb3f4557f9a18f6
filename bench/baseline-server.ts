/**
 * The practical limit of this stack for `GET /v1/workspaces`: plain `node:http` and the raw driver, answering the
 * same JSON as the application with the fewest statements one can write by hand — one. The API key lookup, the
 * exact total, the page (ids from the covering index, then the rows) and every embed (members with their users,
 * domains, account, deal, custom field definitions with options and values) come back from a single statement as
 * JSON built by the database; JavaScript only renames fields and formats the few derived values (bench/raw-handlers.ts).
 *
 * Also `GET /v1/assets/{id}` (the key lookup, the asset and its tags in one statement): the floor of a
 * single-resource read; and `GET /v1/hello`: the raw `node:http` floor, without a database.
 *
 * Environment: PORT, and those of bench/raw-handlers.ts.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { type Answer, PG, SQLITE, answerAsset, answerList, isPostgres, listSql } from './raw-handlers.js';

const port = Number(process.env.PORT ?? 3100);

if (process.argv.includes('--print-sql')) {
  process.stdout.write(isPostgres ? listSql(PG, (n) => `$${n}`) : listSql(SQLITE, () => '?'));
  process.exit(0);
}

function send(res: ServerResponse, { status, body }: Answer): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
  });
  res.end(json);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const address = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && address.pathname === '/v1/hello') {
    return send(res, { status: 200, body: { data: { hello: 'world' } } });
  }
  const assetId = /^\/v1\/assets\/([0-9A-Za-z]{1,64})$/.exec(address.pathname)?.[1];
  if (req.method !== 'GET' || (address.pathname !== '/v1/workspaces' && !assetId)) {
    return send(res, { status: 404, body: { error: 'not found' } });
  }
  const authorization = req.headers.authorization;
  send(
    res,
    assetId ? await answerAsset(authorization, assetId) : await answerList(authorization, address.searchParams),
  );
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    if (!res.headersSent) send(res, { status: 500, body: { error: 'internal' } });
  });
}).listen(port, '127.0.0.1', () => process.stdout.write(`baseline listening on ${port}\n`));

// An orderly exit on the benchmark's SIGTERM, so that --cpu-prof writes its profile.
process.once('SIGTERM', () => process.exit(0));
