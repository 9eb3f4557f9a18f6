import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type TestClock, stoppedClock } from '../support/clock.js';
import { createAsset } from '../support/factories/assets.js';
import { createFile } from '../support/factories/files.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, signInByLink } from '../support/visitor.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The findings of the engagement review, each reproduced: a member cannot make the counters say what did not happen.
 * The application's clock stands still and is moved by each test; nothing sleeps.
 */
describe('published workspace: engagement counts what happened', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let ws: PublishedWorkspace;
  let clock: TestClock;
  let endpoint: string;

  const workspace = async () => (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace;
  const page = async (id: string) =>
    (await api.get(`/v1/workspace-pages/${id}`).expect(200)).body.data.workspacePage as Record<string, number>;
  const eventTypes = async () =>
    ((await api.get('/v1/events?limit=100').expect(200)).body.data.events as { type: string }[]).map((e) => e.type);
  const count = (types: string[], type: string) => types.filter((each) => each === type).length;
  /** The webhook deliveries queued so far, by event type: one per event the endpoint subscribes to. */
  const deliveries = async () =>
    (
      (await api.get(`/v1/webhook-endpoints/${endpoint}/deliveries?limit=100`).expect(200)).body.data
        .webhookDeliveries as { eventType: string }[]
    ).map((d) => d.eventType);

  /** A browser signed in as `email`, with the form token its pages carry. */
  async function browserOf(email: string): Promise<{ browser: Visitor; csrf: string }> {
    const browser = new Visitor(t);
    await signInByLink(t, smtp, browser, ws.path, email);
    const home = await browser.get(ws.path, 200);
    return { browser, csrf: csrfOf(home.text) };
  }

  const beat = (b: { browser: Visitor; csrf: string }, seconds: string, status = 204) =>
    b.browser.post(`${ws.path}/beacon`, { csrf: b.csrf, seconds }, status);

  beforeAll(async () => {
    // Deliveries stay queued (none is attempted), so the endpoint stays subscribed and they can be counted.
    ({ t, smtp } = await bootWithSmtp({ WEBHOOK_POLL_MS: '3600000' }));
    ({ api } = await newOrgApi(t));
    const members = ['ana', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'].map((name) => ({
      email: `${name}@customer.example`,
      role: 'collaborator',
    }));
    ws = await createPublishedWorkspace(api, { members });
    endpoint = (await api.post('/v1/webhook-endpoints', { url: 'https://hooks.example.com/crm' }).expect(201)).body.data
      .webhookEndpoint.id;
    clock = stoppedClock();
  });
  afterAll(async () => {
    clock.restore();
    await t.close();
  });

  it('time that did not pass: 100 beats 90 ms apart credit 9 seconds, not 100', async () => {
    const ana = await browserOf('ana@customer.example');
    const before = (await workspace()).totalTimeSpent;
    for (let i = 0; i < 100; i += 1) {
      clock.advance(90);
      await beat(ana, '1');
    }
    expect((await workspace()).totalTimeSpent - before).toBe(9);
  });

  it('time counted once per person: one contact in three browsers, one beat each after 20 s, adds 20 s', async () => {
    const browsers = [
      await browserOf('ben@customer.example'),
      await browserOf('ben@customer.example'),
      await browserOf('ben@customer.example'),
    ];
    clock.advance(20 * SECOND);
    const before = (await workspace()).totalTimeSpent;
    for (const browser of browsers) await beat(browser, '20');
    expect((await workspace()).totalTimeSpent - before).toBe(20);
  });

  it('the fraction of a second is carried to the next beat, never rounded up; a beat adds at most 60 s', async () => {
    const cy = await browserOf('cy@customer.example');
    let before = (await workspace()).totalTimeSpent;
    clock.advance(1500);
    await beat(cy, '2');
    expect((await workspace()).totalTimeSpent - before).toBe(1);
    clock.advance(1500);
    await beat(cy, '2');
    expect((await workspace()).totalTimeSpent - before).toBe(3);
    before = (await workspace()).totalTimeSpent;
    clock.advance(60 * MINUTE);
    await beat(cy, '3600');
    expect((await workspace()).totalTimeSpent - before).toBe(60);
  });

  it('a clock that goes back (another instance’s) cannot credit the same stretch twice', async () => {
    const cy = await browserOf('cy@customer.example');
    clock.advance(MINUTE);
    await beat(cy, '1');
    const before = (await workspace()).totalTimeSpent;
    clock.advance(-30 * SECOND);
    await beat(cy, '20');
    clock.advance(30 * SECOND);
    await beat(cy, '20');
    expect((await workspace()).totalTimeSpent - before).toBe(0);
  });

  it('the beacon takes a decimal whole number of seconds, 0 to 86400, and nothing else', async () => {
    const dee = await browserOf('dee@customer.example');
    for (const bad of ['1e1', '0x10', '', ' 5', '+5', '05', '1.5', '-1', '86401', '١٢', '5\u0000']) {
      const res = await beat(dee, bad, 400);
      expect(res.text).toContain('whole number of seconds');
    }
    await beat(dee, '0');
    await beat(dee, '86400');
  });

  it('views as people mean them: 50 reloads in a second are one view; HEAD and prefetches are none; later, another', async () => {
    const eve = await browserOf('eve@customer.example');
    const overview = `${ws.path}/pages/${ws.pages.overview}`;
    // Past the window of her view on signing in: a GET now would count, so what follows is measured where it could.
    clock.advance(10 * MINUTE);
    const now = async () => ({
      workspace: await workspace(),
      page: await page(ws.pages.overview),
      events: await eventTypes(),
      deliveries: await deliveries(),
    });
    const before = await now();
    await eve.browser.head(overview, 200);
    await eve.browser.get(overview, 200, { 'Sec-Purpose': 'prefetch;prerender' });
    await eve.browser.get(overview, 200, { Purpose: 'prefetch' });
    expect(await now()).toEqual(before);
    for (let i = 0; i < 50; i += 1) {
      clock.advance(20);
      await eve.browser.get(overview, 200);
    }
    const after = await now();
    expect(after.workspace.totalViews - before.workspace.totalViews).toBe(1);
    expect(after.page.totalViews - before.page.totalViews).toBe(1);
    expect(count(after.events, 'workspace.page.viewed') - count(before.events, 'workspace.page.viewed')).toBe(1);
    expect(count(after.deliveries, 'workspace.page.viewed') - count(before.deliveries, 'workspace.page.viewed')).toBe(
      1,
    );

    clock.advance(5 * MINUTE + 1);
    await eve.browser.get(overview, 200);
    expect((await workspace()).totalViews - before.workspace.totalViews).toBe(2);
    // Five contacts viewed the overview (each on signing in); Eve's views do not make her a new viewer.
    expect((await workspace()).uniqueViewers).toBe(5);
    expect(await page(ws.pages.overview)).toMatchObject({ uniqueViewers: 5 });
  });

  it('one contact viewing and beating from two browsers at once: no error, one new viewer, time credited once', async () => {
    const browsers = [new Visitor(t), new Visitor(t)];
    for (const browser of browsers) await signInByLink(t, smtp, browser, ws.path, 'fay@customer.example');
    const before = await workspace();
    const pages = await Promise.all(browsers.map((browser) => browser.get(ws.path, 200)));
    expect((await workspace()).uniqueViewers - before.uniqueViewers).toBe(1);
    clock.advance(10 * SECOND);
    const beats = browsers.flatMap((browser, i) =>
      Array.from({ length: 5 }, () => beat({ browser, csrf: csrfOf(pages[i].text) }, '10')),
    );
    await Promise.all(beats);
    expect((await workspace()).totalTimeSpent - before.totalTimeSpent).toBe(10);
  });

  it('views within one millisecond are one visit and one new viewer, not one each', async () => {
    const gus = new Visitor(t);
    await signInByLink(t, smtp, gus, ws.path, 'gus@customer.example');
    const before = { workspace: await workspace(), events: await eventTypes() };
    const extra = await createPage(api, ws.id, { title: 'Extra' });
    await gus.get(ws.path, 200);
    await gus.get(`${ws.path}/pages/${extra.id}`, 200);
    await gus.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    const after = { workspace: await workspace(), events: await eventTypes() };
    expect(after.workspace.uniqueViewers - before.workspace.uniqueViewers).toBe(1);
    expect(count(after.events, 'workspace.viewed') - count(before.events, 'workspace.viewed')).toBe(1);
  });

  it('a visit is 30 minutes of inactivity apart, per person whatever the browser', async () => {
    const first = await browserOf('ana@customer.example');
    const second = await browserOf('ana@customer.example');
    const visits = async () => count(await eventTypes(), 'workspace.viewed');
    clock.advance(31 * MINUTE);
    const before = await visits();
    await first.browser.get(ws.path, 200);
    clock.advance(MINUTE);
    await second.browser.get(ws.path, 200);
    clock.advance(29 * MINUTE);
    await first.browser.get(ws.path, 200);
    expect((await visits()) - before).toBe(1);
    clock.advance(30 * MINUTE + 1);
    await second.browser.get(ws.path, 200);
    expect((await visits()) - before).toBe(2);
  });

  it('20 hits on a tracked link in a second are one action and one event; a HEAD is none', async () => {
    const ben = await browserOf('ben@customer.example');
    const link = `${ws.path}/links/${ws.sections.link}?t=${ben.csrf}`;
    clock.advance(10 * MINUTE);
    const now = async () => ({
      workspace: await workspace(),
      events: await eventTypes(),
      deliveries: await deliveries(),
    });
    const before = await now();
    // First, where a GET would count: a HEAD (a link checker, an unfurler) is followed but counts nothing.
    await ben.browser.head(link, 303);
    expect(await now()).toEqual(before);
    for (let i = 0; i < 20; i += 1) {
      clock.advance(50);
      await ben.browser.get(link, 303);
    }
    const after = await now();
    expect(after.workspace.totalActions - before.workspace.totalActions).toBe(1);
    expect(count(after.events, 'workspace.link.clicked') - count(before.events, 'workspace.link.clicked')).toBe(1);
    expect(count(after.deliveries, 'workspace.link.clicked') - count(before.deliveries, 'workspace.link.clicked')).toBe(
      1,
    );
    clock.advance(5 * MINUTE + 1);
    await ben.browser.get(link, 303);
    expect((await workspace()).totalActions - before.workspace.totalActions).toBe(2);
  });

  describe('actions on what is not shown', () => {
    let hiddenPlanTask: string;
    let hiddenPageTask: string;
    let completedHiddenTask: string;
    /** A link section, a file section (and its file) and an asset section's asset, all on a hidden page. */
    let onHidden: { link: string; fileSection: string; file: string; asset: string };

    beforeAll(async () => {
      const planTask = async (planTitle: string) => {
        const plan = (await api.post('/v1/workspace-plans', { workspaceId: ws.id, title: planTitle }).expect(201)).body
          .data.workspacePlan;
        const task = (
          await api
            .post('/v1/workspace-plan-tasks', {
              workspacePlanId: plan.id,
              title: `${planTitle} task`,
              actionLinkUrl: 'https://example.com/secret',
            })
            .expect(201)
        ).body.data.workspacePlanTask;
        return { plan: plan.id as string, task: task.id as string };
      };
      hiddenPlanTask = (await planTask('Plan on no section')).task;
      const onHiddenPage = await planTask('Plan on a hidden page');
      const hidden = await createPage(api, ws.id, { title: 'Not shown', isHidden: true });
      await createSection(api, hidden.id, { title: 'Its plan', kind: 'plan', workspacePlanId: onHiddenPage.plan });
      hiddenPageTask = onHiddenPage.task;
      const done = await planTask('Done on a hidden page');
      await createSection(api, hidden.id, { title: 'Done', kind: 'plan', workspacePlanId: done.plan });
      await api.patch(`/v1/workspace-plan-tasks/${done.task}`, { status: 'Completed' }).expect(200);
      completedHiddenTask = done.task;
      const file = await createFile(api, Buffer.from('%PDF-1.4 discounts'), 'discounts.pdf');
      const asset = await createAsset(api, { name: 'Margins', assetUrl: 'https://cdn.example.com/margins.pdf' });
      onHidden = {
        link: (
          await createSection(api, hidden.id, { title: 'Deal desk', kind: 'link', linkUrl: 'https://example.com/d' })
        ).id,
        fileSection: (await createSection(api, hidden.id, { title: 'Discounts', kind: 'file', fileId: file.id })).id,
        file: file.id,
        asset: asset.id,
      };
      await createSection(api, hidden.id, { title: 'Margins', kind: 'assets', assetIds: [asset.id] });
    });

    /** What a refused act must leave as it was: the counters, the events and their deliveries, the asset's counts. */
    const recorded = async () => ({
      workspace: await workspace(),
      events: await eventTypes(),
      deliveries: await deliveries(),
      asset: (await api.get(`/v1/assets/${onHidden.asset}`).expect(200)).body.data.asset as Record<string, unknown>,
    });

    it('a collaborator completing a task no visible section shows gets 404, and nothing changes or is recorded', async () => {
      const cy = await browserOf('cy@customer.example');
      const before = { workspace: await workspace(), events: await eventTypes() };
      for (const task of [hiddenPlanTask, hiddenPageTask]) {
        await cy.browser.post(`${ws.path}/tasks`, { csrf: cy.csrf, shown: [task], done: [task] }, 404);
        // Smuggled beside a task that is shown: the whole form is refused.
        await cy.browser.post(
          `${ws.path}/tasks`,
          { csrf: cy.csrf, shown: [ws.tasks.kickOff, task], done: [ws.tasks.kickOff, task] },
          404,
        );
        const status = (await api.get(`/v1/workspace-plan-tasks/${task}`).expect(200)).body.data.workspacePlanTask
          .status;
        expect(status).not.toBe('Completed');
      }
      const kickOff = (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`).expect(200)).body.data;
      expect(kickOff.workspacePlanTask.status).not.toBe('Completed');
      expect(await workspace()).toMatchObject({ totalActions: before.workspace.totalActions });
      expect(await eventTypes()).toEqual(before.events);
    });

    it("following such a task's link answers 404 and records nothing", async () => {
      const cy = await browserOf('cy@customer.example');
      const before = await eventTypes();
      for (const task of [hiddenPlanTask, hiddenPageTask]) {
        await cy.browser.get(`${ws.path}/task-links/${task}?t=${cy.csrf}`, 404);
      }
      expect(await eventTypes()).toEqual(before);
      // The task a visible section shows still leads on.
      await cy.browser.get(`${ws.path}/task-links/${ws.tasks.security}?t=${cy.csrf}`, 303);
    });

    it('reopening a completed task no visible section shows gets 404, and it stays completed', async () => {
      const hal = await browserOf('hal@customer.example');
      const before = await recorded();
      const form = { csrf: hal.csrf, shown: [completedHiddenTask], was: [completedHiddenTask] };
      await hal.browser.post(`${ws.path}/tasks`, form, 404);
      const task = (await api.get(`/v1/workspace-plan-tasks/${completedHiddenTask}`).expect(200)).body.data;
      expect(task.workspacePlanTask.status).toBe('Completed');
      expect(await recorded()).toEqual(before);
    });

    it('a link, file or asset on a hidden page: following, downloading, opening, sharing answer 404, record nothing', async () => {
      const hal = await browserOf('hal@customer.example');
      clock.advance(10 * MINUTE);
      const before = await recorded();
      await hal.browser.get(`${ws.path}/links/${onHidden.link}?t=${hal.csrf}`, 404);
      await hal.browser.get(`${ws.path}/files/${onHidden.fileSection}?t=${hal.csrf}`, 404);
      await hal.browser.get(`${ws.path}/assets/${onHidden.asset}?t=${hal.csrf}`, 404);
      await hal.browser.post(
        `${ws.path}/assets/${onHidden.asset}/share`,
        { csrf: hal.csrf, page: ws.pages.overview },
        404,
      );
      expect(await recorded()).toEqual(before);
      expect(before.asset).toMatchObject({ views: 0, shares: 0 });
    });

    it('a comment on a task no visible section shows, or on a hidden page’s file, answers 404 and records nothing', async () => {
      const hal = await browserOf('hal@customer.example');
      const before = await recorded();
      for (const subject of [
        { subjectType: 'workspacePlanTask', subjectId: hiddenPlanTask },
        { subjectType: 'workspacePlanTask', subjectId: hiddenPageTask },
        { subjectType: 'workspaceSection', subjectId: onHidden.link },
        { subjectType: 'file', subjectId: onHidden.file },
      ]) {
        const form = { csrf: hal.csrf, page: ws.pages.overview, ...subject, body: 'Can we talk about this?' };
        await hal.browser.post(`${ws.path}/comments`, form, 404);
      }
      expect(await recorded()).toEqual(before);
      const comments = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data;
      expect(comments.workspaceComments).toEqual([]);
    });
  });
});
