import { workspaceRowById } from '../workspace-core/workspace-row.repository.js';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type RateLimiterMemory, type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../common/http/app-error.js';
import { createLimiter } from '../common/rate-limit/limiter-store.js';
import { SharedRedis } from '../common/rate-limit/shared-redis.js';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { REPLY_SECRET } from '../notifications/notification.worker.js';
import { type ReplyTarget, looksLikeReplyAddress, readReplyAddress } from '../notifications/reply-address.js';
import type { UserEntity } from '../users/user.entity.js';
import { recordActivity } from '../workspace-activities/record-activity.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { ContactMessages } from '../workspace-messages/contact-messages.service.js';
import type { WorkspaceMessageEntity } from '../workspace-messages/workspace-message.entity.js';
import {
  accountNameOf,
  accountOwnerOf,
  deleteRepliesBefore,
  insertReply,
  membershipOf,
  orgSlugOf,
  replyPosted,
  threadById,
  userInOrg,
} from './inbound-reply.repository.js';
import { replyText } from './reply-text.js';

/** A refusal the listener answers with its SMTP code: 5xx for good, 4xx to be tried again later. */
export class Refusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** One received e-mail, as far as a reply needs it. */
export interface ReceivedReply {
  /** The From header's address. */
  from: string | null;
  messageId: string | null;
  /** The plain text (mailparser derives it from HTML when the mail has only HTML). */
  text: string;
}

const CONVERSING = new Set(['commenter', 'collaborator', 'editor', 'owner']);
const REPLIES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Characters of a mail's text the reply parser reads: twice a message's most, so a reply and the start of its quote
 * fit; the rest is quoted history. Its cost grows with the square of a long line, so this bounds it (~0.1 s).
 */
const PARSED_TEXT_MAX = 20_000;

/**
 * Replies by e-mail to notifications: the reply address names the person and the thread; the reply is posted as
 * that person's message under that thread, once, if they may still write there, from their own address.
 */
@Injectable()
export class InboundReplies {
  private readonly perPerson: RateLimiterMemory | RateLimiterRedis;
  private key: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly messages: ContactMessages,
    redis: SharedRedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.perPerson = createLimiter(redis.client, {
      points: config.visitors.writesPerContactPerMinute,
      durationSeconds: 60,
      keyPrefix: `${config.redisKeyPrefix}:inbound-replies`,
    });
  }

  /** Whether the listener takes mail for `address` (RCPT TO): a reply address of ours, signed and unexpired. */
  async recipient(address: string): Promise<ReplyTarget> {
    // Strangers' spam to made-up addresses costs no lookup: the shape and domain first, the key kept once read.
    if (!looksLikeReplyAddress(address, this.config.inboundMail.replyDomain)) {
      throw new Refusal(550, '5.1.1 No such mailbox here');
    }
    this.key ??= sharedSecret(this.db, REPLY_SECRET).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    const key = await this.key;
    const domain = this.config.inboundMail.replyDomain;
    const target = readReplyAddress(key, { address, domain, now: Date.now() });
    if (target === 'not-ours') throw new Refusal(550, '5.1.1 No such mailbox here');
    if (target === 'expired') throw new Refusal(550, '5.1.1 This reply address has expired; reply on the page instead');
    return target;
  }

  /**
   * Posts the reply; a mail already posted (its Message-ID, to this thread) is taken again and changes nothing. The
   * sender and their rate are checked before the text is read: the reply parser's cost grows faster than the text.
   */
  async take(target: ReplyTarget, mail: ReceivedReply): Promise<'posted' | 'duplicate'> {
    const place = await this.db.read((m) => this.place(m, target, mail.from));
    await this.spend(target.userId);
    const text = replyText(mail.text.slice(0, PARSED_TEXT_MAX));
    if (!text) throw new Refusal(550, '5.6.0 No reply text found above the quoted message');
    if (text.length > 10_000) throw new Refusal(552, '5.3.4 A reply holds at most 10,000 characters');
    const key = createHash('sha256')
      .update(`${target.userId}\n${target.threadId}\n${mail.messageId ?? text}`)
      .digest('hex');
    if (await this.db.read((m) => replyPosted(m, key))) return 'duplicate';
    await this.messages
      .post(
        {
          organizationId: place.workspace.organizationId,
          orgSlug: place.orgSlug,
          workspaceId: place.workspace.id,
          userId: target.userId,
          kind: place.kind,
        },
        { body: text, parentId: target.threadId },
        async (m, message) => {
          const now = nowIso();
          await insertReply(m, { key, receivedAt: now });
          await deleteRepliesBefore(m, new Date(Date.now() - REPLIES_KEPT_MS).toISOString());
          if (place.kind === 'contact') await this.recordContactReply(m, { place, user: place.user, message, now });
        },
      )
      .catch((error: unknown) => {
        if (error instanceof AppError && error.status < 500) throw new Refusal(550, `5.7.1 ${error.message}`);
        throw error;
      });
    return 'posted';
  }

  /** The thread's workspace and who the person is there; a sender who may not write there is refused. */
  private async place(m: EntityManager, target: ReplyTarget, from: string | null) {
    const thread = await threadById(m, target.threadId);
    const workspace = thread && (await workspaceRowById(m, thread.workspaceId));
    const user = workspace && (await userInOrg(m, { userId: target.userId, organizationId: workspace.organizationId }));
    if (!thread || !workspace || !user) throw new Refusal(550, '5.1.1 This conversation no longer exists');
    if (!from || from.toLowerCase() !== user.email.toLowerCase()) {
      throw new Refusal(550, '5.7.1 Reply from the address the e-mail was sent to');
    }
    const member = await membershipOf(m, { workspaceId: workspace.id, userId: user.id });
    const kind = await this.sideOf(m, { workspace, userId: user.id, role: member?.role ?? null });
    if (kind === null || (kind === 'contact' && (!workspace.published || !CONVERSING.has(member!.role)))) {
      throw new Refusal(550, '5.7.1 You may no longer write in this workspace');
    }
    const org = await orgSlugOf(m, workspace.organizationId);
    return { workspace, user, kind, orgSlug: org.slug };
  }

  /**
   * Which side the person writes from, as notifications tell them (notification-recipients.repository.ts): the team is the
   * workspace's owners and its account's owner; other members are contacts; anyone else (a removed member) neither.
   */
  private async sideOf(
    m: EntityManager,
    { workspace, userId, role }: { workspace: WorkspaceEntity; userId: string; role: string | null },
  ): Promise<'team' | 'contact' | null> {
    if (role === 'owner') return 'team';
    if (role !== null) return 'contact';
    const account = workspace.accountId ? await accountOwnerOf(m, workspace.accountId) : null;
    return account?.ownerId === userId ? 'team' : null;
  }

  private async spend(userId: string): Promise<void> {
    try {
      await this.perPerson.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new Refusal(450, '4.7.1 Too many replies from you; try again in a minute');
    }
  }

  /** A contact's reply is their act, as a message from the page is (docs/conversations.md). */
  private async recordContactReply(
    m: EntityManager,
    {
      place,
      user,
      message,
      now,
    }: {
      place: { workspace: WorkspaceEntity; orgSlug: string };
      user: UserEntity;
      message: WorkspaceMessageEntity;
      now: string;
    },
  ): Promise<void> {
    const { workspace } = place;
    const account = workspace.accountId ? await accountNameOf(m, workspace.accountId) : null;
    await recordActivity(m, {
      organizationId: workspace.organizationId,
      type: message.parentId ? 'workspace.message.commented' : 'workspace.message.created',
      subject: {},
      associated: {
        workspace: {
          id: workspace.id,
          name: workspace.name,
          url: workspaceUrl(this.config.appBaseUrl, place.orgSlug, workspace),
        },
        account: account ? { id: account.id, name: account.name } : null,
        user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      },
      now,
    });
  }
}
