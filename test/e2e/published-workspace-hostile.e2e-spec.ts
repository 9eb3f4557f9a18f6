import { newOrgApi, type Api } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createFile } from '../support/factories/files.js';
import { createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { createSection } from '../support/factories/workspace-structure.js';
import { bootWithSmtp } from '../support/mail-app.js';
import { Visitor } from '../support/visitor.js';

const SCRIPT = '<script>alert(1)</script>';

/** What a hostile team member (or a compromised CRM sync) can make the page show: text, never markup or script. */
describe('published workspace: hostile content', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    ({ t } = await bootWithSmtp({ VISITOR_REQUESTS_PER_MINUTE: '40' }));
    ({ api } = await newOrgApi(t));
  });
  afterAll(() => t.close());

  it('escapes names, titles and file names; Markdown renders no HTML, images or non-web links', async () => {
    const ws = await createPublishedWorkspace(api, {
      name: `${SCRIPT} & "Co"`,
      shareSetting: 'public',
      text: [
        '<img src=x onerror=alert(1)> <iframe src="https://evil.example"></iframe>',
        '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](/v1/workspaces)',
        '![pixel](https://tracker.example/p.gif) [fine](https://example.com/a?b=1&c=2)',
      ].join('\n\n'),
    });
    await api
      .patch(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`, { title: `<svg onload=alert(1)> "quoted"` })
      .expect(200);
    const file = await createFile(api, Buffer.from('%PDF-1.4 hostile'), '<img src=x onerror=alert(1)>.pdf');
    await createSection(api, ws.pages.overview, { title: `<b>bold</b>`, kind: 'file', fileId: file.id });

    const page = (await new Visitor(t).get(ws.path, 200)).text;
    expect(page).not.toContain(SCRIPT);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<(img|iframe|svg|b)[\s>]/);
    expect(page).not.toMatch(/href="(javascript|data):/);
    expect(page).not.toContain('href="/v1/workspaces"');
    expect(page).toContain('href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow ugc"');
    expect(page).toContain('&lt;svg onload=alert(1)&gt; &quot;quoted&quot;');
    expect(page).toContain('Download &lt;img src=x onerror=alert(1)&gt;.pdf');
  });

  it('serves every page with a CSP that allows no inline script, no framing, and forms only to itself', async () => {
    const ws = await createPublishedWorkspace(api, { shareSetting: 'public' });
    const res = await new Visitor(t).get(ws.path, 200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toMatch(/<script>(?!<)/);
    expect(res.text).not.toMatch(/\sstyle="/);
    expect(res.text).not.toContain('wsk_');
  });

  it('answers strange paths and ids with the 404 page, never a 500 or the API’s JSON', async () => {
    const visitor = new Visitor(t);
    for (const path of [
      '/app/x',
      '/app/a/b',
      '/app/a/b-%00%00%00%00%00%00%00%00%00%00%00%00',
      '/app/a/b/pages/%E2%80%AE',
      '/app/a/b/c/d/e',
    ]) {
      const res = await visitor.get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers a form of NUL, controls or 1 MiB with a page, never a 500; a malformed link token shows the form', async () => {
    const ws = await createPublishedWorkspace(api, { members: [{ email: 'ana@customer.example', role: 'owner' }] });
    const visitor = new Visitor(t);
    const form = await visitor.get(`${ws.path}/sign-in`, 200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(form.text)![1];
    const bad = await visitor.post(`${ws.path}/sign-in`, { csrf, email: 'ana\u0000@customer.example\u202e' }, 400);
    expect(bad.text).toContain('aria-invalid="true"');
    expect(bad.text).not.toContain('\u0000');
    await visitor.post(`${ws.path}/sign-in`, { csrf, email: 'x'.repeat(1024 * 1024) }, 413);
    const odd = await visitor.get(`${ws.path}/sign-in?token=${'%00'.repeat(50)}`, 200);
    expect(odd.text).toContain('name="email"');
    expect(odd.text).not.toContain('name="token"');
  });

  it('limits requests per client address with a 429 page and Retry-After', async () => {
    const visitor = new Visitor(t);
    let last = 200;
    for (let i = 0; i < 45 && last !== 429; i += 1) last = (await visitor.get('/app/a/b-AAAAAAAAAAAA')).status;
    const limited = await visitor.get('/app/a/b-AAAAAAAAAAAA', 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
  });
});
