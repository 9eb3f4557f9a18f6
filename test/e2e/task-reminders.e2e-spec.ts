import { type Api, newOrgApi } from '../support/api.js';
import { type FreshDatabase, type TestApp, freshDatabase } from '../support/app.js';
import { failInserts } from '../support/db-faults.js';
import { type TestClock, stoppedClock } from '../support/clock.js';
import {
  dueAndOwned,
  remindersAfterPoll,
  remindersTo,
  workspaceWithContact,
} from '../support/factories/task-reminders.js';
import { insertUser } from '../support/factories/users.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { NotificationMuteEntity } from '../../src/notifications/notification.entities.js';
import { TaskReminderScheduler } from '../../src/task-reminders/task-reminders.scheduler.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, pathOf, signInByLink } from '../support/visitor.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Reminders of due tasks to their owners: once per stage, one e-mail per person and day, only what they may see. */
describe('task reminders', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock: TestClock;
  let api: Api;
  let orgId: string;
  let db: FreshDatabase;

  beforeAll(async () => {
    db = await freshDatabase();
    ({ t, smtp } = await bootWithSmtp({ ...db.env, TASK_REMINDER_POLL_MS: '3600000' }));
  });
  beforeEach(async () => {
    // Each test starts on its own day, at 07:00 UTC: an hour before the default reminder hour.
    clock = stoppedClock(Date.parse('2026-12-09T07:00:00Z'));
    ({ api, orgId } = await newOrgApi(t));
  });
  afterEach(() => clock.restore());
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('a task due tomorrow reminds its contact owner once, from 08:00, then once when overdue, with a link to the page where it is', async () => {
    const w = await workspaceWithContact(api);
    await dueAndOwned(api, w.tasks.kickOff, '2026-12-10', [w.contact.id]);

    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(0);
    clock.advance(HOUR_MS);
    const [first] = await remindersAfterPoll(t, smtp, w.contact.email);
    expect(first.subject).toBe('1 task due soon');
    const link = `${w.workspaceUrl}/pages/${w.pages.overview}`;
    expect(first.text).toBe(
      [
        'You own 1 task that needs you:',
        '',
        '- Kick-off call, Acme onboarding: due tomorrow (2026-12-10)',
        `  ${link}`,
        '',
        `Sent by ${/Sent by (.+) for tasks/.exec(first.text)![1]} for tasks you own. One e-mail a day at most.`,
        '',
      ].join('\n'),
    );
    expect(first.html).toContain(`<a href="${link}">Open it in Acme onboarding</a>`);

    // Not again on the next poll, nor on the due day.
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(1);
    clock.advance(DAY_MS);
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(1);

    clock.advance(DAY_MS);
    const overdue = (await remindersAfterPoll(t, smtp, w.contact.email))[1];
    expect(overdue.subject).toBe('1 task overdue');
    expect(overdue.text).toContain('- Kick-off call, Acme onboarding: overdue, was due on 2026-12-10');
    clock.advance(DAY_MS);
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(2);

    // The link works for the person: signed in, it shows the task.
    const visitor = new Visitor(t);
    await signInByLink(t, smtp, visitor, w.path, w.contact.email);
    expect((await visitor.get(pathOf(link), 200)).text).toContain('Kick-off call');
  });

  it("gathers a person's tasks of two workspaces into one e-mail, internal ones included for the team, and nothing of anyone else's", async () => {
    const seller = await insertUser(t, orgId, { email: 'seller@acme.example', firstName: 'Sam' });
    const colleague = await insertUser(t, orgId, { email: 'colleague@acme.example' });
    const north = await workspaceWithContact(api, 'North <Rollout>');
    const south = await workspaceWithContact(api, 'South rollout');
    await dueAndOwned(api, north.tasks.kickOff, '2026-12-10', [seller.id, colleague.id]);
    await dueAndOwned(api, north.tasks.internal, '2026-12-10', [seller.id]);
    await dueAndOwned(api, south.tasks.security, '2026-12-08', [seller.id]);
    clock.advance(HOUR_MS);

    const [mail] = await remindersAfterPoll(t, smtp, seller.email);
    expect(remindersTo(smtp, seller.email)).toHaveLength(1);
    expect(mail.subject).toBe('1 task overdue, 2 due soon');
    expect(mail.text).toContain('- Security review, South rollout: overdue, was due on 2026-12-08');
    expect(mail.text).toContain('- Kick-off call, North <Rollout>: due tomorrow (2026-12-10)');
    // Internal: not on the customers' page, so no link.
    expect(mail.text).toMatch(/- Internal margin check, North <Rollout>: due tomorrow \(2026-12-10\)\n(?! {2})/);
    expect(mail.html).toContain('North &lt;Rollout&gt;');
    expect(mail.html).not.toContain('<Rollout>');
    for (const other of [colleague.email, north.contact.email, 'Sam']) expect(mail.raw).not.toContain(other);
    expect(remindersTo(smtp, colleague.email)).toHaveLength(1);
  });

  it('reminds nobody of completed tasks, of unpublished or unsubscribed workspaces, nor a contact of internal tasks or plans the page does not show', async () => {
    const w = await workspaceWithContact(api);
    const unseenPlan = (await api.post('/v1/workspace-plans', { workspaceId: w.id, title: 'Backstage' }).expect(201))
      .body.data.workspacePlan.id;
    const unseen = (
      await api.post('/v1/workspace-plan-tasks', { workspacePlanId: unseenPlan, title: 'Unseen' }).expect(201)
    ).body.data.workspacePlanTask.id;
    for (const task of [w.tasks.kickOff, w.tasks.internal, unseen]) {
      await dueAndOwned(api, task, '2026-12-10', [w.contact.id]);
    }
    await api.patch(`/v1/workspace-plan-tasks/${w.tasks.kickOff}`, { completed: true }).expect(200);
    const hidden = await workspaceWithContact(api, 'Paused');
    await dueAndOwned(api, hidden.tasks.kickOff, '2026-12-10', [hidden.contact.id]);
    await api.patch(`/v1/workspaces/${hidden.id}`, { published: false }).expect(200);
    const removed = await workspaceWithContact(api, 'Handed over');
    await dueAndOwned(api, removed.tasks.kickOff, '2026-12-10', [removed.contact.id]);
    await api.patch(`/v1/workspace-plan-tasks/${removed.tasks.kickOff}`, { assigneeIds: [] }).expect(200);
    const muted = await workspaceWithContact(api, 'Unsubscribed');
    await dueAndOwned(api, muted.tasks.kickOff, '2026-12-10', [muted.contact.id]);
    await t.dataSource.manager.insert(NotificationMuteEntity, {
      userId: muted.contact.id,
      workspaceId: muted.id,
      organizationId: orgId,
      createdAt: new Date(clock.now()).toISOString(),
    });

    for (let day = 0; day < 3; day++) {
      clock.advance(day === 0 ? HOUR_MS : DAY_MS);
      for (const person of [w.contact, hidden.contact, removed.contact, muted.contact]) {
        expect(await remindersAfterPoll(t, smtp, person.email)).toHaveLength(0);
      }
    }
  });

  it("honours the organization's offsets, hour and time zone, and a moved due date reminds again", async () => {
    const defaults = (await api.get('/v1/task-reminder-settings').expect(200)).body.data.taskReminderSettings;
    expect(defaults).toEqual({
      object: 'taskReminderSettings',
      daysBefore: [1],
      overdue: true,
      hour: 8,
      timeZone: 'UTC',
      updatedAt: null,
    });
    const changed = { daysBefore: [3], overdue: false, hour: 6, timeZone: 'America/New_York' };
    const settings = (await api.patch('/v1/task-reminder-settings', changed).expect(200)).body.data
      .taskReminderSettings;
    expect(settings).toEqual({ ...defaults, ...changed, updatedAt: new Date(clock.now()).toISOString() });
    const w = await workspaceWithContact(api);
    await dueAndOwned(api, w.tasks.kickOff, '2026-12-12', [w.contact.id]);

    // 2026-12-09T10:00Z is 05:00 in New York: before the hour.
    clock.advance(3 * HOUR_MS);
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(0);
    clock.advance(HOUR_MS);
    const [mail] = await remindersAfterPoll(t, smtp, w.contact.email);
    expect(mail.text).toContain('due in 3 days (2026-12-12)');
    for (let day = 0; day < 4; day++) {
      clock.advance(DAY_MS);
      expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(1);
    }
    await dueAndOwned(api, w.tasks.kickOff, '2026-12-16', [w.contact.id]);
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(2);
  });

  it('queues nothing when the transaction that records the reminders fails, and sends them once on the next poll', async () => {
    const w = await workspaceWithContact(api);
    await dueAndOwned(api, w.tasks.kickOff, '2026-12-10', [w.contact.id]);
    clock.advance(HOUR_MS);
    // The reminder rows are written after the digest and the outbox e-mail, in the same transaction.
    const restore = await failInserts(db.env, 'task_reminder');
    try {
      await expect(t.app.get(TaskReminderScheduler).drain()).rejects.toThrow(/injected fault/);
    } finally {
      await restore();
    }
    await drainOutbox(t);
    expect(remindersTo(smtp, w.contact.email)).toHaveLength(0);
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(1);
    expect(await remindersAfterPoll(t, smtp, w.contact.email)).toHaveLength(1);
  });

  it("keeps each organization's settings its own, and answers the properties asked for", async () => {
    await api.patch('/v1/task-reminder-settings', { daysBefore: [7, 2] }).expect(200);
    const stranger = (await newOrgApi(t)).api;
    const theirs = (await stranger.get('/v1/task-reminder-settings').expect(200)).body.data.taskReminderSettings;
    expect(theirs).toMatchObject({ daysBefore: [1], updatedAt: null });
    const ours = await api.get('/v1/task-reminder-settings?properties=daysBefore').expect(200);
    expect(ours.body.data).toEqual({ taskReminderSettings: { object: 'taskReminderSettings', daysBefore: [7, 2] } });
    await api.get('/v1/task-reminder-settings?properties=secret').expect(400);
    await api.get('/v1/task-reminder-settings?page=2').expect(400);
  });

  it('refuses settings it cannot honour with a 400 naming the field, and changes nothing', async () => {
    const refused: [object, string][] = [
      [{ daysBefore: [31] }, 'daysBefore'],
      [{ daysBefore: [1, 1] }, 'daysBefore'],
      [{ daysBefore: [1, 2, 3, 4, 5, 6] }, 'daysBefore'],
      [{ daysBefore: ['1'] }, 'daysBefore'],
      [{ daysBefore: 1 }, 'daysBefore'],
      [{ hour: 24 }, 'hour'],
      [{ overdue: 'yes' }, 'overdue'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ timeZone: 'x'.repeat(65) }, 'timeZone'],
      [{ timeZone: null }, 'timeZone'],
      [{ weekends: false }, 'weekends'],
    ];
    for (const [body, field] of refused) {
      const res = await api.patch('/v1/task-reminder-settings', body).expect(400);
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const settings = (await api.get('/v1/task-reminder-settings').expect(200)).body.data.taskReminderSettings;
    expect(settings.updatedAt).toBeNull();
  });
});
