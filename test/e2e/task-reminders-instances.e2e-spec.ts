import Database from 'better-sqlite3';
import pg from 'pg';
import { type FreshDatabase, freshDatabase, testDb } from '../support/app.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';
import { until } from '../support/until.js';

const PEOPLE = 20;

/** A JSON call to one instance, answering `data`; anything but a 2xx fails the test with the body. */
async function call(server: ServerProcess, key: string, method: string, path: string, body?: object) {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

/** Two instances share a PostgreSQL database; the SQLite file is for one. */
const INSTANCES = testDb() === 'postgres' ? 2 : 1;

/** How many task reminder e-mails are in the outbox and reminders recorded, read straight from the database. */
async function recorded(db: FreshDatabase): Promise<{ emails: number; reminders: number }> {
  const sql = (schema: string) =>
    `SELECT (SELECT COUNT(*) FROM ${schema}outbox_email WHERE kind = 'task-reminder') AS emails,
            (SELECT COUNT(*) FROM ${schema}task_reminder) AS reminders`;
  if (testDb() === 'sqlite') {
    const file = new Database(db.env.SQLITE_PATH, { readonly: true });
    try {
      return file.prepare(sql('')).get() as { emails: number; reminders: number };
    } finally {
      file.close();
    }
  }
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  try {
    const row = (await client.query<{ emails: string; reminders: string }>(sql(`"${db.env.DATABASE_SCHEMA}".`)))
      .rows[0];
    return { emails: Number(row.emails), reminders: Number(row.reminders) };
  } finally {
    await client.end();
  }
}

/**
 * Real server processes polling one database every 20 ms (two on PostgreSQL, one on SQLite), one of them killed
 * (SIGKILL) while the reminders fall due and started again: every person still gets exactly one reminder. No clock is
 * moved here: the task is due tomorrow by the real date and the organization's hour is 0, so the reminders are due
 * at once.
 */
describe(`task reminders on ${INSTANCES} instance(s), through a restart`, () => {
  let db: FreshDatabase;
  let smtp: SmtpCapture;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  let key: string;

  beforeAll(async () => {
    db = await freshDatabase();
    smtp = await startSmtp();
    env = { ...db.env, SMTP_URL: smtp.url, TASK_REMINDER_POLL_MS: '20', OUTBOX_POLL_MS: '20' };
    for (let i = 0; i < INSTANCES; i++) servers.push(await startServer(env));
    key = await mintKey(db.env, 'Reminded Inc');
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await smtp.close();
    await db.drop();
  });

  /** E-mails received per recipient, a message resent after a crash (same Message-ID) counted once. */
  const receivedBy = (address: string): number =>
    new Set(smtp.messages.filter((m) => m.envelopeTo.includes(address)).map((m) => m.headers.get('message-id'))).size;

  it('e-mails each owner of a task due tomorrow exactly once, through a restart in the middle', async () => {
    const a = servers[0];
    const b = servers[INSTANCES - 1];
    await call(a, key, 'PATCH', '/v1/task-reminder-settings', { hour: 0, timeZone: 'UTC' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const template = (await call(a, key, 'POST', '/v1/templates', { name: 'Rollout' })).template;
    const workspace = (await call(a, key, 'POST', '/v1/workspaces', { name: 'Rollout', templateId: template.id }))
      .workspace;
    const plan = (await call(b, key, 'POST', '/v1/workspace-plans', { workspaceId: workspace.id, title: 'Plan' }))
      .workspacePlan;
    const people: string[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const email = `owner-${i}@acme.example`;
      const user = (await call(a, key, 'POST', '/v1/users', { email })).user;
      await call(b, key, 'POST', '/v1/workspace-plan-tasks', {
        workspacePlanId: plan.id,
        title: `Step ${i}`,
        dueDate: tomorrow,
        assigneeIds: [user.id],
      });
      people.push(email);
    }

    // Publishing makes every reminder due; one instance dies while the two are at work, and comes back.
    await call(b, key, 'PATCH', `/v1/workspaces/${workspace.id}`, { published: true });
    await a.stop();
    servers[0] = await startServer(env);
    await until('every owner reminded', async () => people.every((email) => receivedBy(email) >= 1), 30_000);

    // A later reminder proves every instance polled again since: still one e-mail each.
    const late = (await call(servers[0], key, 'POST', '/v1/users', { email: 'late@acme.example' })).user;
    await call(servers[INSTANCES - 1], key, 'POST', '/v1/workspace-plan-tasks', {
      workspacePlanId: plan.id,
      title: 'Late step',
      dueDate: tomorrow,
      assigneeIds: [late.id],
    });
    await until('the late owner reminded', async () => receivedBy('late@acme.example') === 1, 30_000);
    expect(people.map(receivedBy)).toEqual(people.map(() => 1));
    const subjects = smtp.messages.filter((m) => m.envelopeTo.includes(people[0])).map((m) => m.subject);
    expect(subjects[0]).toBe('1 task due soon');

    for (const server of servers) expect(server.output()).not.toContain('poll failed');

    expect(await recorded(db)).toEqual({ emails: PEOPLE + 1, reminders: PEOPLE + 1 });
  }, 120_000);
});
