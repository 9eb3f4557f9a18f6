import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium } from '../support/chromium.js';
import { apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { freePort } from '../support/smtp.js';

/**
 * Swagger UI at /docs, driven in a real headless Chromium: authorize with an API key, "Try it out" on every list with
 * the inputs Swagger UI shows by default (each answers 200), and on GET /v1/boards read the live 200 back, with the
 * page opened at 127.0.0.1 and at localhost while PUBLIC_BASE_URL names localhost: the document's first server is
 * relative, so the call goes to whichever origin served /docs. The walk over every list runs at 127.0.0.1 and checks
 * that origin on each call; localhost gets a page of its own for GET /v1/boards (each page of Swagger UI takes seconds
 * to load on this document, so the suite loads two, one per origin).
 * It checks the browser, not the database, so it runs once (SQLite).
 * Debian's chromium is installed by scripts/ensure-system-tools.mjs (`pretest`) when missing.
 */
const STEP_TIMEOUT = 20_000;

/** Authorize: the bearer key goes into the dialog, the padlock button locks. */
async function authorize(page: Page, key: string): Promise<void> {
  await page.locator('.scheme-container .btn.authorize').click();
  const dialog = page.locator('.dialog-ux .modal-ux');
  await dialog.locator('#auth-bearer-value').fill(key);
  await dialog.locator('.auth-btn-wrapper .btn.authorize').click();
  await dialog.locator('.auth-btn-wrapper .btn-done').click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.scheme-container .btn.authorize.locked').waitFor();
}

interface ListOperation {
  operationId: string;
  path: string;
}

/** Every list the document declares that needs no path parameter: what a reader can run without typing anything. */
function listOperations(document: {
  paths: Record<string, Record<string, { operationId?: string; parameters?: { required?: boolean }[] }>>;
}): ListOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const get = item.get;
    if (!get?.operationId?.startsWith('list')) return [];
    if ((get.parameters ?? []).some((p) => p.required)) return [];
    return [{ operationId: get.operationId, path }];
  });
}

describeOn('sqlite')('Swagger UI (/docs) in a headless browser', () => {
  let t: TestApp;
  let browser: Browser | undefined;
  let port: number;
  let key: string;
  let boardTitle: string;

  beforeAll(async () => {
    port = await freePort();
    t = await bootTestApp({ PUBLIC_BASE_URL: `http://localhost:${port}` });
    await t.app.listen(port, '127.0.0.1');
    const org = await t.newOrg();
    key = org.key;
    boardTitle = `Swagger UI board ${org.slug}`;
    await apiAs(t, key).post('/v1/boards', { title: boardTitle }).expect(201);
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('at http://localhost:PORT/docs, authorizes with an API key, runs GET /v1/boards with "Try it out" on that origin and shows the live 200 with the board', async () => {
    const origin = `http://localhost:${port}`;
    const page = await browser!.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${origin}/docs`);

    // The selected server is the relative one, "this server", whatever PUBLIC_BASE_URL says.
    await expect(page.locator('.servers select').inputValue()).resolves.toBe('/');

    await authorize(page, key);

    // Expand listBoards, "Try it out", "Execute".
    const operation = page.locator('#operations-Boards-listBoards');
    await operation.locator('.opblock-summary').click();
    await operation.locator('.try-out__btn').click();
    const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/v1/boards');
    await operation.locator('.btn.execute').click();

    // The request really reached this server, with the key, on the origin the page was opened at.
    const response = await sent;
    expect(new URL(response.url()).origin).toBe(origin);
    expect(await response.request().headerValue('authorization')).toBe(`Bearer ${key}`);

    // What Swagger UI shows: the live status and the body with the board seeded above.
    const live = operation.locator('.live-responses-table .response');
    await expect(live.locator('.response-col_status').innerText()).resolves.toBe('200');
    await expect(live.locator('.response-col_description').innerText()).resolves.toContain(boardTitle);
    await page.close();
  }, 60_000);

  it('at http://127.0.0.1:PORT/docs, runs "Try it out" then "Execute" with the default inputs on every list operation on that origin and shows a live 200 (400 where a filter is required), GET /v1/boards with the board', async () => {
    const document = (await request(t.app.getHttpServer()).get('/openapi.json').expect(200)).body;
    const operations = listOperations(document);
    expect(operations.map((o) => o.operationId)).toEqual(expect.arrayContaining(['listWorkspaces', 'listBoards']));
    const origin = `http://127.0.0.1:${port}`;
    const page = await browser!.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${origin}/docs`);
    // The selected server is the relative one, "this server", whatever PUBLIC_BASE_URL (localhost) says.
    await expect(page.locator('.servers select').inputValue()).resolves.toBe('/');
    await authorize(page, key);

    const answers: Record<string, string> = {};
    for (const { operationId, path } of operations) {
      const operation = page.locator(`.opblock[id$="-${operationId}"]`);
      await operation.locator('.opblock-summary').click();
      await operation.locator('.try-out__btn').click();
      if (operationId === 'listWorkspaces') {
        // The description renders as written: nothing in it is swallowed as HTML.
        const parameters = await operation.locator('.parameters').innerText();
        expect(parameters).toContain('Send as filters[key]=value or filters={"key":"value"} (a JSON object).');
      }
      const sent = page.waitForResponse((res) => new URL(res.url()).pathname === path);
      await operation.locator('.btn.execute').click();
      // Each request really reached this server, with the key, on the origin the page was opened at.
      const response = await sent;
      expect(new URL(response.url()).origin).toBe(origin);
      expect(await response.request().headerValue('authorization')).toBe(`Bearer ${key}`);
      const live = operation.locator('.live-responses-table .response');
      answers[operationId] = `${response.status()} ${await live.locator('.response-col_status').innerText()}`;
      if (operationId === 'listBoards') {
        // What Swagger UI shows: the body with the board seeded above.
        await expect(live.locator('.response-col_description').innerText()).resolves.toContain(boardTitle);
      }
      await operation.locator('.opblock-summary').click(); // collapse again: the page stays short
    }
    // A thread, and comments, are always one workspace's (filters[workspaceId] is required, issue 32): with no filter
    // the list says so.
    const needsAFilter = new Set(['listWorkspaceMessages', 'listWorkspaceComments']);
    expect(answers).toEqual(
      Object.fromEntries(
        operations.map((o) => [o.operationId, needsAFilter.has(o.operationId) ? '400 400' : '200 200']),
      ),
    );
    await page.close();
  }, 240_000);
});
