import { Injectable } from '@nestjs/common';
import { AppError } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { textProblem } from '../common/validation/text-policy.js';
import { Db } from '../database/db.service.js';
import { ContactMessages, type ContactAuthor } from '../workspace-messages/contact-messages.service.js';
import type { Form } from './form-body.js';
import { markdownHtml } from './markdown.js';
import { fullTime, relativeTime } from './relative-time.js';
import { type Visit, canConverse, pageNotFound } from './visitor-access.js';
import { VisitorEngagement } from './visitor-engagement.service.js';
import { VisitorLimits } from './visitor-limits.js';
import { type Rendered, VisitorPages, hasThread } from './visitor-pages.service.js';
import { type ShownMessage, type ShownThread, oneThread, recentThreads } from './visitor-thread.repository.js';

/** A message form: 10,000 characters of the widest UTF-8, percent-encoded, fit with room to spare. */
export const MESSAGE_FORM_LIMIT_BYTES = 128 * 1024;

const CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A page's `before` cursor: absent, or a moment as the page writes it. */
export function cursor(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string' && CURSOR.test(value)) return value;
  throw new AppError(400, 'That link to earlier messages is not one this page makes.');
}

/** What a form sent back when it was refused: the text again, to correct, unless it holds what no text may. */
interface Compose {
  body?: string;
  error?: string;
}

function drawn(message: ShownMessage, now: number) {
  return {
    ...message,
    html: message.body === null ? null : markdownHtml(message.body),
    when: relativeTime(message.createdAt, now),
    full: fullTime(message.createdAt),
  };
}
const drawnThread = (thread: ShownThread, now: number) => ({
  ...drawn(thread, now),
  replies: thread.replies.map((reply) => drawn(reply, now)),
});

/**
 * The workspace's thread on the published page: the messages page, one message with its replies, and the contact's
 * own writes (post, reply, edit, delete), each checked for who may write and bounded by their rate before its form is
 * read.
 */
@Injectable()
export class VisitorThread {
  constructor(
    private readonly db: Db,
    private readonly pages: VisitorPages,
    private readonly engagement: VisitorEngagement,
    private readonly messages: ContactMessages,
    private readonly limits: VisitorLimits,
  ) {}

  async list(visit: Visit, { before, sent, compose }: { before: string | null; sent?: boolean; compose?: Compose }) {
    if (!hasThread(visit)) return this.hidden(visit);
    const pages = await this.pages.navigation(visit);
    const { threads, earlier } = await this.db.read((m) => recentThreads(m, this.reader(visit), before));
    if (!compose) await this.engagement.pageViewed(visit, 'messages');
    const now = Date.now();
    return this.rendered(compose, 'thread', {
      ...this.pages.frame(visit, { title: 'Messages', pages, current: 'messages' }),
      threads: threads.map((thread) => drawnThread(thread, now)),
      earlier,
      sent,
      canWrite: canConverse(visit),
      ...compose,
    });
  }

  async one(visit: Visit, id: string, { before, compose }: { before: string | null; compose?: Compose }) {
    if (!hasThread(visit)) return this.hidden(visit);
    if (!ID_PATTERN.test(id)) throw pageNotFound();
    const pages = await this.pages.navigation(visit);
    const found = await this.db.read((m) => oneThread(m, this.reader(visit), { id, before }));
    if (!found) throw pageNotFound();
    return this.rendered(compose, 'thread-one', {
      ...this.pages.frame(visit, { title: 'Messages', pages, current: 'messages' }),
      thread: drawnThread(found.thread, Date.now()),
      earlier: found.earlier,
      canWrite: canConverse(visit),
      ...compose,
    });
  }

  /** The edit form of one of the contact's own messages. */
  async editForm(visit: Visit, id: string, compose?: Compose): Promise<Rendered> {
    const author = this.author(visit);
    const message = await this.db.read((m) => this.messages.own(m, author, id));
    if (message.deletedAt) throw pageNotFound();
    return this.rendered(compose, 'thread-edit', {
      ...this.pages.frame(visit, { title: 'Edit your message', pages: await this.pages.navigation(visit) }),
      messageId: message.id,
      body: compose?.body ?? message.body,
      error: compose?.error,
      back: this.placeOf(visit, message),
    });
  }

  /**
   * Whether this visitor may write here now, checked before their form is read: the thread is on (else the page does
   * not exist), their role may write (403), and they are within their rate (429).
   */
  async admit(visit: Visit): Promise<void> {
    if (!hasThread(visit)) throw pageNotFound();
    if (!canConverse(visit)) {
      throw new AppError(403, 'Your role in this workspace lets you read the conversation, not write in it.');
    }
    await this.limits.write({ userId: visit.contact!.userId, organizationId: visit.workspace.organizationId });
  }

  /** Posts the form's message (or reply): the address to go to, or the page again with what is wrong. */
  async post(visit: Visit, form: Form): Promise<string | Rendered> {
    const body = form.one('body');
    const parentId = form.one('parentId') || undefined;
    try {
      const message = await this.messages.post(this.author(visit), { body, parentId }, (m, posted) =>
        this.engagement.record(
          m,
          visit,
          { type: posted.parentId ? 'workspace.message.commented' : 'workspace.message.created' },
          nowIso(),
        ),
      );
      return message.parentId
        ? `${visit.base}/messages/${message.parentId}#m-${message.id}`
        : `${visit.base}/messages?sent=1#m-${message.id}`;
    } catch (error) {
      const compose = refused(error, body);
      if (parentId) return this.one(visit, parentId, { before: null, compose });
      return this.list(visit, { before: null, compose });
    }
  }

  async edit(visit: Visit, id: string, form: Form): Promise<string | Rendered> {
    const body = form.one('body');
    const author = this.author(visit);
    try {
      await this.messages.edit(author, { id, body });
    } catch (error) {
      return this.editForm(visit, id, refused(error, body));
    }
    const message = await this.db.read((m) => this.messages.own(m, author, id));
    return this.placeOf(visit, message);
  }

  async remove(visit: Visit, id: string): Promise<string> {
    const author = this.author(visit);
    await this.messages.remove(author, id);
    const message = await this.db.read((m) => this.messages.own(m, author, id));
    return message.parentId ? `${visit.base}/messages/${message.parentId}` : `${visit.base}/messages`;
  }

  private placeOf(visit: Visit, message: { id: string; parentId: string | null }): string {
    return message.parentId
      ? `${visit.base}/messages/${message.parentId}#m-${message.id}`
      : `${visit.base}/messages#m-${message.id}`;
  }

  private rendered(compose: Compose | undefined, template: string, data: object): Rendered {
    return { status: compose ? 400 : 200, template, data };
  }

  /** Without the thread, or before signing in: the sign-in page for who may not see content, else no such page. */
  private hidden(visit: Visit): Promise<Rendered> {
    if (!visit.workspace.messagesEnabled) throw pageNotFound();
    return this.pages.signIn(visit);
  }

  private reader(visit: Visit) {
    return {
      workspaceId: visit.workspace.id,
      organizationId: visit.workspace.organizationId,
      viewerId: visit.contact?.userId ?? null,
    };
  }

  private author(visit: Visit): ContactAuthor {
    if (!canConverse(visit)) throw pageNotFound();
    return {
      organizationId: visit.workspace.organizationId,
      orgSlug: visit.workspace.orgSlug,
      workspaceId: visit.workspace.id,
      userId: visit.contact!.userId,
    };
  }
}

/** A body the rules refused: the page again with why (and the text, unless it holds what no text may). */
function refused(error: unknown, body: string | undefined): Compose {
  if (!(error instanceof AppError) || error.status !== 400) throw error;
  const problem = error.details.find((detail) => detail.field === 'body');
  if (!problem) throw error;
  const typed = body ?? '';
  const safe = textProblem(typed) === null && !/[\u202A-\u202E\u2066-\u2069]/.test(typed);
  return { body: safe ? typed : '', error: `Your message ${problem.message}.` };
}
