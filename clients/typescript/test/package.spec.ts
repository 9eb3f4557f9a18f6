import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const PACKAGE = 'clients/typescript';
const run = promisify(execFile);

/**
 * What `npm pack` gives a consumer: the package's own build (its tsconfig: strict, the DOM library and no Node.js
 * types, as a browser project sees it) emits the files `exports` names, and plain Node.js loads the result.
 */
describe('the typed client as a package (clients/typescript)', () => {
  let out: string;

  beforeAll(() => {
    // Inside the package, so that the built module finds openapi-fetch as an installed consumer would.
    out = mkdtempSync(join(PACKAGE, '.build-test-'));
  });

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('builds with its own tsconfig into the JavaScript and declarations its exports name', async () => {
    await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${PACKAGE}/tsconfig.json`, '--outDir', out]);
    const manifest = JSON.parse(readFileSync(`${PACKAGE}/package.json`, 'utf8')) as {
      exports: { '.': { types: string; default: string } };
      dependencies: Record<string, string>;
    };
    const built = (path: string) => existsSync(join(out, relative('dist', path)));
    expect([built(manifest.exports['.'].types), built(manifest.exports['.'].default)]).toEqual([true, true]);
    // A .d.ts source would not be copied to the build: the generated types must be a .ts file to ship.
    expect(built('dist/schema.d.ts')).toBe(true);
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
  }, 60_000);

  it('loads in plain Node.js and exports createClient, unwrap and ApiError', async () => {
    const script = `import(${JSON.stringify(`./${out}/index.js`)}).then((m) => console.log(Object.keys(m).sort().join()))`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.trim()).toBe('ApiError,createClient,unwrap');
  });
});
