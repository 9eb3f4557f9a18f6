// The published workspace's screenshots in docs/images/, taken in Debian's Chromium from the production build with
// the demo data (SEED_DEMO) on a throwaway SQLite file. A demo contact signs in as a person does (the sign-in form,
// the e-mailed link caught by an in-process SMTP server, "Continue"), then the page with the plan and the sign-in
// page are shot at 1280 px (desktop) and 390 px (mobile) wide.
//
//   npm run screenshots -- [--skip-build] [--out docs/images]
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

const CHROMIUM = '/usr/bin/chromium';
/** A published demo workspace in progress, and its member with the collaborator role (who may tick tasks). */
const WORKSPACE = 'Stark Logistics Fleet Rollout';
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const { fetch } = globalThis;
/** The stand-in for an account's logo: a monogram. */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="12" fill="#0f766e"/>' +
  '<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">SL</text>' +
  '</svg>';

const { values } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false }, out: { type: 'string', default: 'docs/images' } },
});

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Decodes a quoted-printable body (what nodemailer writes for long lines): enough to read a link. */
const unquote = (body) =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex) => String.fromCharCode(parseInt(hex, 16)));

/** A capturing SMTP server: every message's raw text, by recipient. */
async function startSmtp() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), text: unquote(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((r) => server.close(r)) };
}

/** The production build on `origin`, demo data seeded; resolves with the demo key its banner shows once. */
async function startApp(origin, port, env) {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: origin,
      APP_BASE_URL: `${origin}/app`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const key = /\b(wsk_[0-9A-Za-z]{32})\b/.exec(output)?.[1];
    const up = await fetch(`${origin}/v1/status`).then(
      (res) => res.ok,
      () => false,
    );
    if (key && up) return { child, key };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within 30 s:\n${output}`);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run node scripts/ensure-system-tools.mjs`);
  if (!values['skip-build']) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'wsapi-screenshots-'));
  const smtp = await startSmtp();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, key } = await startApp(origin, port, {
    SQLITE_PATH: join(dir, 'screenshots.sqlite'),
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '200',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const api = async (path) => {
      const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${key}` } });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
      return (await res.json()).data;
    };
    const { workspaces } = await api('/v1/workspaces?limit=100');
    const workspace = workspaces.find((w) => w.name === WORKSPACE);
    if (!workspace?.workspaceUrl) throw new Error(`the demo data has no published "${WORKSPACE}"`);
    const contact = workspace.workspaceUsers.find((m) => m.role === 'collaborator').user.email;
    mkdirSync(values.out, { recursive: true });
    const shot = async (page, name) => {
      const path = join(values.out, `published-workspace-${name}.png`);
      await page.screenshot({ path, fullPage: true });
      console.log(`written: ${path}`);
    };

    // The demo accounts' logos are addresses at .example domains, which do not exist: a stand-in answers for them.
    const withLogo = async (context) => {
      await context.route(/^https:\/\/www\.[a-z-]+\.example\/logo\.png$/, (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: LOGO }),
      );
      return context;
    };
    // The sign-in page, as the invitation's link opens it.
    const desktop = await withLogo(await browser.newContext({ viewport: DESKTOP }));
    const page = await desktop.newPage();
    await page.goto(workspace.workspaceUrl);
    await shot(page, 'sign-in-desktop');
    const mobile = await withLogo(await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true }));
    const phone = await mobile.newPage();
    await phone.goto(workspace.workspaceUrl);
    await shot(phone, 'sign-in-mobile');

    // Signing in as the contact does.
    await page.getByLabel('Work e-mail').fill(contact);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    let link;
    for (let i = 0; i < 100 && !link; i++) {
      await sleep(100);
      const mail = smtp.messages.find((m) => m.to.includes(contact));
      link = mail && /(https?:\/\/\S+\/sign-in\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    }
    if (!link) throw new Error(`no sign-in e-mail reached ${contact}`);
    await page.goto(link);
    await Promise.all([
      page.waitForURL(workspace.workspaceUrl),
      page.getByRole('button', { name: /^Continue/ }).click(),
    ]);

    // The page with the plan, signed in: desktop, then the same session on a phone.
    const nav = page.getByRole('navigation', { name: 'Workspace pages' });
    let planPage;
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.href))) {
      await page.goto(href);
      if ((await page.locator('.plan').count()) > 0) {
        planPage = href;
        break;
      }
    }
    if (!planPage) throw new Error(`no page of "${WORKSPACE}" shows a plan`);
    await shot(page, 'desktop');
    const signedIn = await withLogo(
      await browser.newContext({
        viewport: MOBILE,
        isMobile: true,
        hasTouch: true,
        storageState: await desktop.storageState(),
      }),
    );
    const phoneIn = await signedIn.newPage();
    await phoneIn.goto(planPage);
    await shot(phoneIn, 'mobile');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await once(child, 'exit');
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`screenshots: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
