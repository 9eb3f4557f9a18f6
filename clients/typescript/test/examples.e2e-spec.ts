import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { markdownFiles } from '../../../test/support/docs-links.js';
import { type ServerWithKey, serverWithKey } from '../../../test/support/server-process.js';

const EXAMPLES = 'clients/typescript/examples';
const examples = new Map(
  readdirSync(EXAMPLES).map((name) => [name, readFileSync(`${EXAMPLES}/${name}`, 'utf8')] as const),
);

/** The TypeScript blocks of the README, docs/ and the client's README that use the client. */
function clientBlocks(): { file: string; code: string }[] {
  return [...markdownFiles('.'), 'clients/typescript/README.md'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)]
      .map((match) => ({ file, code: match[1] }))
      .filter(({ code }) => code.includes("from '@workspace-collab/client'")),
  );
}

/**
 * The client's examples in the docs are files of clients/typescript/examples, shown verbatim: the files compile with
 * the repository (npm run typecheck) and run here as a consumer runs them, each in its own process, importing the
 * client by its package name (tsconfig `paths`, which tsx follows), against the built server.
 */
describe('the typed client’s examples (docs/client.md, READMEs)', () => {
  let running: ServerWithKey;

  beforeAll(async () => {
    running = await serverWithKey('Examples Inc');
  }, 60_000);

  afterAll(() => running?.close());

  async function run(name: string): Promise<string[]> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', `${EXAMPLES}/${name}`],
      { env: { PATH: process.env.PATH ?? '', API_URL: running.server.base, API_KEY: running.key }, timeout: 30_000 },
    );
    return stdout.trimEnd().split('\n');
  }

  it('every TypeScript block using the client in the docs is one of the examples, verbatim', () => {
    const blocks = clientBlocks();
    expect(blocks.filter(({ code }) => ![...examples.values()].includes(code))).toEqual([]);
    expect(blocks.map(({ file }) => file)).toEqual(expect.arrayContaining(['docs/client.md']));
  });

  it('quick-start.ts creates a template and a workspace, prints its dated task, then the 404 as an ApiError', async () => {
    const [workspace, notFound, ...rest] = await run('quick-start.ts');
    expect(workspace).toBe(`Umbrella onboarding [ [ 'Kick-off call', '2026-12-03', 'Not Started' ] ]`);
    expect(notFound).toMatch(/^404 NOT_FOUND [0-9a-f-]{36}$/);
    expect(rest).toEqual([]);
  });

  it('first-call.ts lists the workspaces with their task progress', async () => {
    expect(await run('first-call.ts')).toEqual([`[ [ 'Umbrella onboarding', '0' ] ]`]);
  });
});
