import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type TestClock, stoppedClock } from '../support/clock.js';
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

  const workspace = async () => (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace;
  const page = async (id: string) =>
    (await api.get(`/v1/workspace-pages/${id}`).expect(200)).body.data.workspacePage as Record<string, number>;
  const eventTypes = async () =>
    ((await api.get('/v1/events?limit=100').expect(200)).body.data.events as { type: string }[]).map((e) => e.type);
  const count = (types: string[], type: string) => types.filter((each) => each === type).length;

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
    ({ t, smtp } = await bootWithSmtp());
    ({ api } = await newOrgApi(t));
    const members = ['ana', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus'].map((name) => ({
      email: `${name}@customer.example`,
      role: 'collaborator',
    }));
    ws = await createPublishedWorkspace(api, { members });
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
    clock.advance(10 * MINUTE);
    const before = { workspace: await workspace(), page: await page(ws.pages.overview), events: await eventTypes() };
    for (let i = 0; i < 50; i += 1) {
      clock.advance(20);
      await eve.browser.get(overview, 200);
    }
    await eve.browser.head(overview, 200);
    await eve.browser.get(overview, 200, { 'Sec-Purpose': 'prefetch;prerender' });
    await eve.browser.get(overview, 200, { Purpose: 'prefetch' });
    const after = { workspace: await workspace(), page: await page(ws.pages.overview), events: await eventTypes() };
    expect(after.workspace.totalViews - before.workspace.totalViews).toBe(1);
    expect(after.page.totalViews - before.page.totalViews).toBe(1);
    expect(count(after.events, 'workspace.page.viewed') - count(before.events, 'workspace.page.viewed')).toBe(1);

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
    const before = { workspace: await workspace(), events: await eventTypes() };
    await ben.browser.head(link, 303);
    for (let i = 0; i < 20; i += 1) {
      clock.advance(50);
      await ben.browser.get(link, 303);
    }
    const after = { workspace: await workspace(), events: await eventTypes() };
    expect(after.workspace.totalActions - before.workspace.totalActions).toBe(1);
    expect(count(after.events, 'workspace.link.clicked') - count(before.events, 'workspace.link.clicked')).toBe(1);
    clock.advance(5 * MINUTE + 1);
    await ben.browser.get(link, 303);
    expect((await workspace()).totalActions - before.workspace.totalActions).toBe(2);
  });

  describe('actions on what is not shown', () => {
    let hiddenPlanTask: string;
    let hiddenPageTask: string;

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
  });
});
