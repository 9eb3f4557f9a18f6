/**
 * The published workspace in the benchmark. On the running app, through its API: published workspaces, each a page
 * with a plan of 20 tasks and a few sections (Markdown, the plan, a link, two assets) and two more pages in the
 * navigation; CONTACT_WORKSPACES private ones with a contact each, and one public. Each contact signs in through the
 * app's own pages (one browser, one cookie per workspace); no SMTP server runs, so the link is read from the e-mail
 * the outbox holds. The views are spread over several workspaces as a real load is: fifty connections on one
 * workspace would all queue on its counters' row (PostgreSQL), a contention no real workspace sees.
 */
import Database from 'better-sqlite3';
import { type Prepared, withPg } from './load-data.js';

export interface VisitorTargets {
  /** The private workspaces (what `GET /v1/workspaces/{id}` reads). */
  workspaceIds: string[];
  /** Their pages with the plan, and the Cookie header of the browser signed in to each as its contact. */
  pagePaths: string[];
  cookie: string;
  /** The public workspace's page, and an anonymous browser's Cookie header (its browser id, as a return visit). */
  publicPagePath: string;
  publicCookie: string;
}

const TASKS = 20;
export const CONTACT_WORKSPACES = 10;

/** A browser's cookies, kept by name as the app sets them. */
class Jar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

export async function setUpVisitors(base: string, prepared: Prepared): Promise<VisitorTargets> {
  const api = async (method: string, path: string, body?: object): Promise<Record<string, unknown>> => {
    const res = await fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${prepared.key}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return (JSON.parse(text) as { data: Record<string, unknown> }).data;
  };
  const id = (data: Record<string, unknown>, key: string) => (data[key] as { id: string }).id;

  /** A published workspace as described above; its path and the id of the page with the plan. */
  async function publish(name: string, shareSetting: string, contact: string | null) {
    const template = id(await api('POST', '/v1/templates', { name: `${name} template` }), 'template');
    const workspaceUsers = contact ? [{ email: contact, role: 'collaborator' }] : [];
    const workspace = await api('POST', '/v1/workspaces', { name, templateId: template, shareSetting, workspaceUsers });
    const workspaceId = id(workspace, 'workspace');
    const plan = id(await api('POST', '/v1/workspace-plans', { workspaceId, title: 'Launch plan' }), 'workspacePlan');
    for (let i = 0; i < TASKS; i++) {
      await api('POST', '/v1/workspace-plan-tasks', {
        workspacePlanId: plan,
        title: `Step ${i + 1} of the launch`,
        ...(i % 3 === 0 && { dueDate: '2026-12-01', description: 'Who does what, and by when.' }),
        ...(i % 5 === 0 && { actionLinkUrl: 'https://example.com/guide', actionLinkName: 'Open the guide' }),
        ...(i === TASKS - 1 && { isInternal: true }),
      });
    }
    const page = id(await api('POST', '/v1/workspace-pages', { workspaceId, title: 'Overview' }), 'workspacePage');
    for (const title of ['Security', 'Pricing']) await api('POST', '/v1/workspace-pages', { workspaceId, title });
    const sections = [
      { title: 'Welcome', kind: 'text', text: '## Welcome\n\nEverything for your **launch**:\n\n- the plan\n- guides' },
      { title: 'Launch plan', kind: 'plan', workspacePlanId: plan },
      { title: 'Kick-off agenda', kind: 'link', linkUrl: 'https://example.com/agenda' },
      { title: 'Guides', kind: 'assets', assetIds: prepared.info.assetIds.slice(0, 2) },
    ];
    for (const section of sections) await api('POST', '/v1/workspace-sections', { workspacePageId: page, ...section });
    const published = await api('PATCH', `/v1/workspaces/${workspaceId}`, { published: true });
    const url = (published.workspace as { workspaceUrl: string }).workspaceUrl;
    return { workspaceId, path: new URL(url).pathname, pagePath: `${new URL(url).pathname}/pages/${page}` };
  }

  const visit = async (jar: Jar, path: string, form?: Record<string, string>) => {
    const res = await fetch(base + path, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form).toString(),
    });
    jar.keep(res);
    return { status: res.status, text: await res.text() };
  };
  const field = (html: string, name: string): string => {
    const value = new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
    if (!value) throw new Error(`no ${name} on the page`);
    return value;
  };

  const browser = new Jar();
  const shared: Awaited<ReturnType<typeof publish>>[] = [];
  for (let k = 0; k < CONTACT_WORKSPACES; k++) {
    // A fresh address each run: the sign-in e-mail quotas count per address.
    const contact = `contact-${Date.now()}-${k}@bench-customer.example`;
    const workspace = await publish(`Bench published workspace ${k + 1}`, 'private', contact);
    const form = await visit(browser, `${workspace.path}/sign-in`);
    await visit(browser, `${workspace.path}/sign-in`, { csrf: field(form.text, 'csrf'), email: contact });
    const link = await signInLink(prepared, contact);
    const confirm = await visit(browser, new URL(link).pathname + new URL(link).search);
    const done = await visit(browser, `${workspace.path}/sign-in/confirm`, {
      csrf: field(confirm.text, 'csrf'),
      token: field(confirm.text, 'token'),
    });
    if (done.status !== 303) throw new Error(`sign-in confirm answered ${done.status}`);
    const page = await visit(browser, workspace.pagePath);
    if (page.status !== 200 || !page.text.includes(`Signed in as <strong>${contact}</strong>`)) {
      throw new Error(`the contact's page answered ${page.status}, not signed in`);
    }
    shared.push(workspace);
  }
  const open = await publish('Bench public workspace', 'public', null);

  const anonymous = new Jar();
  const publicPage = await visit(anonymous, open.pagePath);
  if (publicPage.status !== 200 || !publicPage.text.includes('Step 1 of the launch')) {
    throw new Error(`the public page answered ${publicPage.status} without its plan`);
  }
  return {
    workspaceIds: shared.map((w) => w.workspaceId),
    pagePaths: shared.map((w) => w.pagePath),
    cookie: browser.header(),
    publicPagePath: open.pagePath,
    publicCookie: anonymous.header(),
  };
}

/** The link of the sign-in e-mail to `to`, from the outbox (the e-mail is queued in the background: waited for). */
async function signInLink(prepared: Prepared, to: string): Promise<string> {
  const sql = (p: string) =>
    `SELECT text_body AS "textBody" FROM outbox_email WHERE to_address = ${p} AND kind = 'sign-in' ORDER BY created_at DESC LIMIT 1`;
  const read = async (): Promise<string | undefined> => {
    if (prepared.env.SQLITE_PATH) {
      const db = new Database(prepared.env.SQLITE_PATH, { readonly: true });
      try {
        return (db.prepare(sql('?')).get(to) as { textBody: string } | undefined)?.textBody;
      } finally {
        db.close();
      }
    }
    return withPg(
      prepared.env.DATABASE_URL,
      async (c) => (await c.query<{ textBody: string }>(sql('$1'), [to])).rows[0]?.textBody,
      prepared.env.DATABASE_SCHEMA,
    );
  };
  for (let i = 0; i < 100; i++) {
    const link = /(https?:\/\/\S+\/sign-in\?token=[A-Za-z0-9_-]+)/.exec((await read()) ?? '')?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in e-mail to ${to} in the outbox`);
}
