import { createTransport } from 'nodemailer';
import { InboundSmtp } from '../../src/inbound-mail/inbound-smtp.server.js';
import { NotificationWorker } from '../../src/notifications/notification.worker.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type TestClock, stoppedClock } from '../support/clock.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import type { CapturedMail, SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A notification about a message is answered from a mail client: the reply lands in the thread, as its sender. */
describe('replies by e-mail', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let clock: TestClock;
  let templateId: string;
  let n = 0;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({
      NOTIFY_POLL_MS: '3600000',
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      REPLY_DOMAIN: 'reply.example.com',
      INBOUND_MAX_BYTES: '65536',
    }));
    ({ api } = await newOrgApi(t));
    templateId = (await api.post('/v1/templates', { name: 'Onboarding' }).expect(201)).body.data.template.id;
  });
  afterAll(() => t.close());
  beforeEach(() => (clock = stoppedClock()));
  afterEach(() => clock.restore());

  /** A mail client sending through the listener, as the sender's mail server would. */
  const send = (mail: { from: string; to: string; text?: string; html?: string; messageId?: string }) =>
    createTransport({
      host: '127.0.0.1',
      port: t.app.get(InboundSmtp).port()!,
      secure: false,
      ignoreTLS: true,
    }).sendMail({ subject: 'Re: New in Globex', ...mail });

  async function deliver(): Promise<void> {
    await t.app.get(NotificationWorker).drain();
    await drainOutbox(t);
  }
  const newest = (address: string, since: number): CapturedMail =>
    smtp.messages
      .slice(since)
      .filter((mail) => mail.envelopeTo.includes(address))
      .at(-1)!;

  async function conversation() {
    n++;
    const dana = `dana${n}@seller.example`;
    const bea = `bea${n}@globex.example`;
    const workspaceUsers = [
      { email: dana, role: 'owner' },
      { email: bea, role: 'commenter' },
    ];
    const w = (
      await api
        .post('/v1/workspaces', { name: `Globex ${n}`, templateId, messagesEnabled: true, workspaceUsers })
        .expect(201)
    ).body.data.workspace;
    const published = (await api.patch(`/v1/workspaces/${w.id}`, { published: true }).expect(200)).body.data.workspace;
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${w.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ user: { id: string; email: string } }>;
    const danaId = members.find((member) => member.user.email === dana)!.user.id;
    const path = pathOf(published.workspaceUrl);
    const visitor = new Visitor(t);
    await signInByLink(t, smtp, visitor, path, bea);
    await deliver();
    const before = smtp.messages.length;
    const question = (
      await api
        .post('/v1/workspace-messages', { workspaceId: w.id, userId: danaId, body: 'Is Monday good for you?' })
        .expect(200)
    ).body.data.workspaceMessage as Json;
    clock.advance(6 * MINUTE);
    await deliver();
    const told = newest(bea, before);
    return { id: w.id as string, path, dana, bea, danaId, question, told, visitor };
  }
  const thread = async (workspaceId: string): Promise<Json[]> =>
    (await api.get(`/v1/workspace-messages?filters[workspaceId]=${workspaceId}`).expect(200)).body.data
      .workspaceMessages as Json[];

  it("the contact's reply from a mail client is posted under the message, quote and signature stripped, once", async () => {
    const c = await conversation();
    const replyTo = c.told.headers.get('reply-to')!;
    expect(replyTo).toMatch(/^r-[0-9a-z]{32}-[0-9a-z]{16}@reply\.example\.com$/);
    const text = [
      'Monday works.',
      '',
      '-- ',
      'Bea',
      '',
      'On Sun, 29 Nov 2026, Dana wrote:',
      '> Is Monday good for you?',
    ].join('\n');
    await send({ from: c.bea, to: replyTo, text, messageId: `<reply-${n}@globex.example>` });
    // Delivered twice by a sender's server that did not hear the answer: posted once.
    await send({ from: c.bea, to: replyTo, text, messageId: `<reply-${n}@globex.example>` });
    const messages = await thread(c.id);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({
      parentId: c.question.id,
      body: 'Monday works.',
      author: { kind: 'contact', user: { email: c.bea } },
    });
    const types = (
      (await api.get(`/v1/workspace-activities?filters[workspaceId]=${c.id}`).expect(200)).body.data
        .workspaceActivities as Json[]
    ).map((a) => a.type);
    expect(types).toContain('workspace.message.commented');
    const page = await c.visitor.get(`${c.path}/messages`, 200);
    expect(page.text).toContain('Monday works.');
  });

  it('the team answers a contact by replying to its notification: posted as the team', async () => {
    const c = await conversation();
    const page = await c.visitor.get(`${c.path}/messages`, 200);
    await c.visitor.post(`${c.path}/messages`, { csrf: csrfOf(page.text), body: 'Who brings the contract?' }, 303);
    const before = smtp.messages.length;
    clock.advance(6 * MINUTE);
    await deliver();
    const told = newest(c.dana, before);
    await send({ from: c.dana, to: told.headers.get('reply-to')!, html: '<p>I will <b>bring</b> it.</p>' });
    const last = (await thread(c.id)).at(-1)!;
    expect(last).toMatchObject({ body: 'I will bring it.', author: { kind: 'team', user: { email: c.dana } } });
  });

  it('refuses at RCPT TO an address that is not ours, altered or expired; and mail from another sender, empty or too big', async () => {
    const c = await conversation();
    const replyTo = c.told.headers.get('reply-to')!;
    const altered = replyTo.replace(/^r-(.)/, (_, ch: string) => `r-${ch === '0' ? '1' : '0'}`);
    await expect(send({ from: c.bea, to: altered, text: 'Hi' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(send({ from: c.bea, to: 'postmaster@reply.example.com', text: 'Hi' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(send({ from: 'mallory@evil.example', to: replyTo, text: 'Hi' })).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('Reply from the address the e-mail was sent to'),
    });
    await expect(send({ from: c.bea, to: replyTo, text: '> only a quote' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(send({ from: c.bea, to: replyTo, text: 'x'.repeat(70_000) })).rejects.toMatchObject({
      responseCode: 552,
    });
    clock.advance(31 * DAY);
    await expect(send({ from: c.bea, to: replyTo, text: 'Late' })).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('expired'),
    });
    expect(await thread(c.id)).toHaveLength(1);
  });

  it('a contact removed from the workspace can no longer reply', async () => {
    const c = await conversation();
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${c.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ id: string; user: { email: string } }>;
    await api.delete(`/v1/workspace-users/${members.find((m) => m.user.email === c.bea)!.id}`).expect(200);
    await expect(send({ from: c.bea, to: c.told.headers.get('reply-to')!, text: 'Still me' })).rejects.toMatchObject({
      responseCode: 550,
    });
  });
});
