import { newOrgApi, type Api } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createAsset } from '../support/factories/assets.js';
import { createFile } from '../support/factories/files.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { createSection } from '../support/factories/workspace-structure.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInLinkOf } from '../support/visitor.js';

/** Engagement moves only with a signed-in contact's real acts, by exactly what each act counts. */
describe('published workspace: engagement', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let ws: PublishedWorkspace;
  let asset: { id: string };
  let fileSection: string;
  let ana: Visitor;
  let token: string;

  const workspace = async () => (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace;
  const activities = async () =>
    (
      (await api.get(`/v1/workspace-activities?filters[workspaceId]=${ws.id}&limit=100`).expect(200)).body.data
        .workspaceActivities as { type: string }[]
    ).map((a) => a.type);

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    ({ api } = await newOrgApi(t));
    ws = await createPublishedWorkspace(api, {
      shareSetting: 'public',
      members: [{ email: 'ana@customer.example', role: 'viewer' }],
    });
    asset = await createAsset(api, { name: 'Price sheet', assetUrl: 'https://cdn.example.com/prices.pdf' });
    await createSection(api, ws.pages.overview, { title: 'Docs', kind: 'assets', assetIds: [asset.id] });
    const file = await createFile(api, Buffer.from('%PDF-1.4 contract'), 'contract.pdf');
    fileSection = (await createSection(api, ws.pages.overview, { title: 'Contract', kind: 'file', fileId: file.id }))
      .id;

    ana = new Visitor(t);
    const form = await ana.get(`${ws.path}/sign-in`, 200);
    await ana.post(`${ws.path}/sign-in`, { csrf: csrfOf(form.text), email: 'ana@customer.example' }, 200);
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i += 1) {
      await drainOutbox(t);
      const mail = smtp.messages.find((m) => m.subject.startsWith('Sign in'));
      link = mail && signInLinkOf(mail.text);
      if (!link) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const confirm = await ana.get(pathOf(link!), 200);
    const signInToken = /name="token" value="([^"]+)"/.exec(confirm.text)![1];
    await ana.post(`${ws.path}/sign-in/confirm`, { csrf: csrfOf(confirm.text), token: signInToken }, 303);
    token = csrfOf(confirm.text);
  });
  afterAll(() => t.close());

  it('a first page view is a visit and a view; the same page again at once is neither; anonymous reads count nothing', async () => {
    await new Visitor(t).get(ws.path, 200);
    expect(await workspace()).toMatchObject({ totalViews: 0, uniqueViewers: 0, lastContactView: null });
    // The address shows the first page (no welcome text): the same page as the second request.
    await ana.get(ws.path, 200);
    await ana.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    expect(await workspace()).toMatchObject({ totalViews: 1, uniqueViewers: 1, lastContactView: expect.any(String) });
    expect((await activities()).sort()).toEqual(['workspace.page.viewed', 'workspace.viewed']);
    const page = (await api.get(`/v1/workspace-pages/${ws.pages.overview}`).expect(200)).body.data.workspacePage;
    expect(page).toMatchObject({ totalViews: 1, uniqueViewers: 1 });
  });

  it('a beat adds the seconds in view, never more than passed since the last view or beat', async () => {
    const before = (await workspace()).totalTimeSpent;
    await ana.post(`${ws.path}/beacon`, { csrf: token, seconds: '3600' }, 204);
    const after = (await workspace()).totalTimeSpent;
    expect(after - before).toBeGreaterThanOrEqual(0);
    expect(after - before).toBeLessThanOrEqual(5);
    await ana.post(`${ws.path}/beacon`, { csrf: token, seconds: 'lots' }, 400);
    await ana.post(`${ws.path}/beacon`, { seconds: '5' }, 403);
  });

  it('opening and sharing an asset move its views and shares; a file download and a link click are actions', async () => {
    const opened = await ana.get(`${ws.path}/assets/${asset.id}?t=${token}`, 303);
    expect(opened.headers.location).toBe('https://cdn.example.com/prices.pdf');
    const shared = await ana.post(`${ws.path}/assets/${asset.id}/share`, { csrf: token, page: ws.pages.overview }, 200);
    expect(shared.text).toContain('value="https://cdn.example.com/prices.pdf"');
    const counted = (await api.get(`/v1/assets/${asset.id}`).expect(200)).body.data.asset;
    expect(counted).toMatchObject({ views: 1, shares: 1 });

    const download = await ana.get(`${ws.path}/files/${fileSection}?t=${token}`, 303);
    expect(download.headers.location).toMatch(/\/v1\/files\/[^/]+\/content\?expires=\d+&signature=/);
    await ana.get(`${ws.path}/task-links/${ws.tasks.security}?t=${token}`, 303);
    expect((await workspace()).totalActions).toBe(2);
    expect(await activities()).toEqual(
      expect.arrayContaining([
        'workspace.asset.viewed',
        'workspace.asset.shared',
        'workspace.file.downloaded',
        'workspace.link.clicked',
      ]),
    );
  });
});
