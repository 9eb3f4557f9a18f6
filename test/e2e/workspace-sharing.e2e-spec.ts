import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { eventTypes } from '../support/events.js';
import { BASE, type Json } from '../support/wire.js';

/** Dock's sharing settings of a workspace: shareSetting, the sign-in methods and the welcome page. */
describe('workspace sharing settings', () => {
  let t: TestApp;

  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());

  const DEFAULTS = {
    shareSetting: 'private',
    googleVerificationEnabled: false,
    magicLinkVerificationEnabled: true,
    welcomePageCta: null,
    welcomePageText: null,
  };

  const setup = async (): Promise<{ api: Api; orgId: string; templateId: string }> => {
    const { api, orgId } = await newOrgApi(t);
    return { api, orgId, templateId: (await insertTemplate(t, orgId)).id };
  };

  it('defaults to private, magic link only, no welcome page when the create body leaves them out', async () => {
    const { api, templateId } = await setup();
    const ws = (await api.post('/v1/workspaces', { name: 'Plain', templateId }).expect(201)).body.data.workspace;
    expect(ws).toMatchObject(DEFAULTS);
  });

  it('stores a multi-line welcome text as sent and null texts as null', async () => {
    const { api, templateId } = await setup();
    const text = 'Welcome!\n\n\tEverything is here. 🚀';
    const body = { name: 'Texts', templateId, shareSetting: 'public', welcomePageText: text, welcomePageCta: null };
    const ws = (await api.post('/v1/workspaces', body).expect(201)).body.data.workspace;
    expect(ws).toMatchObject({ shareSetting: 'public', welcomePageText: text, welcomePageCta: null });
  });

  it('PATCH changes each setting, null clears the texts, and the same values again change nothing', async () => {
    const { api, orgId } = await setup();
    const ws = await insertWorkspace(t, orgId);
    const settings = {
      shareSetting: 'landingPage',
      googleVerificationEnabled: true,
      magicLinkVerificationEnabled: false,
      welcomePageCta: 'Open the plan',
      welcomePageText: 'Hello\nthere',
    };
    const patched = await api.patch(`/v1/workspaces/${ws.id}`, settings).expect(200);
    expect(patched.body.data.workspace).toMatchObject(settings);
    expect((await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace).toMatchObject(settings);
    expect(await eventTypes(api)).toEqual(['workspace.updated']);

    const again = await api.patch(`/v1/workspaces/${ws.id}`, settings).expect(200);
    expect(again.headers.etag).toBe(patched.headers.etag);
    expect(await eventTypes(api)).toEqual(['workspace.updated']);

    const cleared = await api.patch(`/v1/workspaces/${ws.id}`, { welcomePageCta: null, welcomePageText: null });
    expect(cleared.body.data.workspace).toMatchObject({ ...settings, welcomePageCta: null, welcomePageText: null });
  });

  it('selects the settings with properties, on a workspace and in the list', async () => {
    const { api, orgId } = await setup();
    const ws = await insertWorkspace(t, orgId, { shareSetting: 'public', welcomePageCta: 'Go' });
    const one = await api.get(`/v1/workspaces/${ws.id}?properties=shareSetting,welcomePageCta`).expect(200);
    const expected = { id: ws.id, object: 'workspace', url: `${BASE}/workspaces/${ws.id}` };
    expect(one.body.data.workspace).toEqual({ ...expected, shareSetting: 'public', welcomePageCta: 'Go' });
    const list = await api.get('/v1/workspaces?properties=googleVerificationEnabled,magicLinkVerificationEnabled');
    expect(list.body.data.workspaces).toEqual([
      { ...expected, googleVerificationEnabled: false, magicLinkVerificationEnabled: true },
    ]);
  });

  it('refuses a wrong value of each setting on create and PATCH with a 400 naming it, writing nothing', async () => {
    const { api, orgId, templateId } = await setup();
    const ws = await insertWorkspace(t, orgId);
    const cases: [Json, string][] = [
      [{ shareSetting: 'everyone' }, 'shareSetting'],
      [{ shareSetting: 'Public' }, 'shareSetting'],
      [{ shareSetting: null }, 'shareSetting'],
      [{ googleVerificationEnabled: 'true' }, 'googleVerificationEnabled'],
      [{ googleVerificationEnabled: null }, 'googleVerificationEnabled'],
      [{ magicLinkVerificationEnabled: 1 }, 'magicLinkVerificationEnabled'],
      [{ magicLinkVerificationEnabled: null }, 'magicLinkVerificationEnabled'],
      [{ welcomePageCta: 'c'.repeat(101) }, 'welcomePageCta'],
      [{ welcomePageCta: '' }, 'welcomePageCta'],
      [{ welcomePageCta: 'Two\nlines' }, 'welcomePageCta'],
      [{ welcomePageCta: 'Bell\u0007' }, 'welcomePageCta'],
      [{ welcomePageCta: 42 }, 'welcomePageCta'],
      [{ welcomePageText: 't'.repeat(10_001) }, 'welcomePageText'],
      [{ welcomePageText: 'Nul\u0000' }, 'welcomePageText'],
      [{ welcomePageText: 'Escape\u001b[31m' }, 'welcomePageText'],
      [{ welcomePageText: ['Welcome'] }, 'welcomePageText'],
    ];
    for (const [body, field] of cases) {
      const created = await api.post('/v1/workspaces', { name: 'Bad', templateId, ...body });
      const patched = await api.patch(`/v1/workspaces/${ws.id}`, body);
      for (const res of [created, patched]) {
        const fields = expectError(res.body, 400, 'BAD_REQUEST').details.map((detail) => detail.field);
        expect({ body, fields }).toEqual({ body, fields: [field] });
      }
    }
    // At the limits exactly: accepted.
    const limits = { welcomePageCta: 'c'.repeat(100), welcomePageText: 't'.repeat(10_000) };
    await api.patch(`/v1/workspaces/${ws.id}`, limits).expect(200);
    expect(await eventTypes(api)).toEqual(['workspace.updated']);
  });
});
