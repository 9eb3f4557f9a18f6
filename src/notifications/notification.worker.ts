import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { Poller } from '../database/poller.js';
import { enqueueLimitedEmail } from '../mail/email-quota.js';
import type { OrganizationEntity } from '../organizations/organization.entity.js';
import { lastShown } from '../workspace-viewers/workspace-viewer.repository.js';
import type { NotificationItemEntity } from './notification.entities.js';
import { deleteItems, dueItems, usersWithDueItems } from './notification-item.repository.js';
import { organizationById, recipientUser, standingsOf, workspaceNames } from './notification-recipients.repository.js';
import { type Digest, digestEmail } from './notification-email.js';
import { expiresDayFrom, replyAddress } from './reply-address.js';
import { UNSUBSCRIBE_WORKSPACES_MAX, unsubscribeUrl } from './unsubscribe-links.js';

/** People served per poll; the next poll takes the rest. */
const PEOPLE_PER_POLL = 50;
/** Items one e-mail lists: the newest are kept when more wait (nothing older than a day is sent anyway). */
const ITEMS_PER_EMAIL = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
export const UNSUBSCRIBE_SECRET = 'notification-unsubscribe';
export const REPLY_SECRET = 'reply-addresses';

/**
 * Sends each person's due notifications as one e-mail: per person, one transaction takes their due items (locked,
 * skipped by another instance that has them: exactly once), drops what they already saw on the page and what waited
 * more than a day, and queues the e-mail in the outbox within the organization's quotas. A crash before the commit
 * leaves the items for the next poll; after it, the outbox has the e-mail and the items are gone.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.poller = new Poller('Notifications', config.notifications.pollMs, this.logger, () => this.sendDue());
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
  }

  /** Sends everything due now; resolves when it is queued in the outbox. */
  drain(): Promise<void> {
    return this.poller.drain();
  }

  private async sendDue(): Promise<void> {
    const now = nowIso();
    // A plain read first: an idle instance opens no write transaction.
    const due = await this.db.read((m) => usersWithDueItems(m, { now, limit: PEOPLE_PER_POLL }));
    if (due.length === 0) return;
    // The keys first: reading one may write it (the first time), which must not happen inside a person's transaction.
    const key = await sharedSecret(this.db, UNSUBSCRIBE_SECRET);
    const replyKey = this.config.inboundMail.port === null ? null : await sharedSecret(this.db, REPLY_SECRET);
    for (const { userId } of due) await this.db.write((m) => this.sendTo(m, { userId, now, key, replyKey }));
  }

  private async sendTo(
    m: EntityManager,
    { userId, now, key, replyKey }: { userId: string; now: string; key: string; replyKey: string | null },
  ) {
    const taken = await dueItems(m, { userId, now });
    if (taken.length === 0) return;
    await deleteItems(
      m,
      taken.map((item) => item.id),
    );
    const cutoff = new Date(Date.parse(now) - DAY_MS).toISOString();
    const fresh = await this.stillTheirs(
      m,
      taken.filter((item) => item.dueAt >= cutoff),
    );
    const unseen = await this.notSeen(m, fresh);
    if (unseen.length === 0) return;
    const user = await recipientUser(m, userId);
    const org = user && (await organizationById(m, user.organizationId));
    if (!user || !org) return;
    const digest = await this.digest(m, { items: unseen.slice(-ITEMS_PER_EMAIL), userId, key, org });
    const email = digestEmail(digest);
    const replyTo = replyKey && this.replyTo({ userId, items: unseen, key: replyKey });
    await enqueueLimitedEmail(
      m,
      {
        organizationId: org.id,
        to: user.email,
        kind: 'notification',
        dedupeKey: `notification:${unseen[0].id}`,
        ...email,
        headers: {
          'List-Unsubscribe': `<${digest.unsubscribeAll}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          ...(replyTo && { 'Reply-To': replyTo }),
        },
      },
      {
        perOrgPerHour: this.config.notifications.perOrgPerHour,
        dedupeWindowMs: DAY_MS,
        perRecipientPerWindow: this.config.notifications.perRecipientPerDay,
      },
    );
  }

  /**
   * Where a reply to the e-mail goes, with replies by e-mail on (INBOUND_SMTP_PORT): the thread of the newest message
   * it tells of. None when it tells of no message.
   */
  private replyTo({ userId, items, key }: { userId: string; items: NotificationItemEntity[]; key: string }) {
    const { inboundMail } = this.config;
    const threadId = items.findLast((item) => item.threadId !== null)?.threadId;
    if (!threadId) return null;
    const expiresDay = expiresDayFrom(Date.now(), inboundMail.replyAddressTtlDays);
    return replyAddress(key, inboundMail.replyDomain, { userId, threadId, expiresDay });
  }

  /**
   * Items about workspaces the person still belongs to as they are sent: on the team (an owner, the account's owner),
   * or a member of a workspace still published. Removed in the batch's minutes, or unpublished, they hear nothing.
   */
  private async stillTheirs(m: EntityManager, items: NotificationItemEntity[]): Promise<NotificationItemEntity[]> {
    if (items.length === 0) return items;
    const rows = await standingsOf(m, {
      userId: items[0].userId,
      workspaceIds: [...new Set(items.map((item) => item.workspaceId))],
    });
    const open = new Set(
      rows
        .filter(
          (row) =>
            row.role === 'owner' ||
            row.accountOwnerId === items[0].userId ||
            (row.role !== null && (row.published === true || row.published === 1)),
        )
        .map((row) => row.workspaceId),
    );
    return items.filter((item) => open.has(item.workspaceId));
  }

  /**
   * Items the person has not seen on the page since: a view of the item's page after it was written, counted as
   * engagement or not (a repeat within minutes is still seen).
   */
  private async notSeen(m: EntityManager, items: NotificationItemEntity[]): Promise<NotificationItemEntity[]> {
    const watched = items.filter((item) => item.seenOn !== null);
    if (watched.length === 0) return items;
    const seenAt = await lastShown(m, {
      userId: watched[0].userId,
      workspaceIds: [...new Set(watched.map((item) => item.workspaceId))],
    });
    return items.filter((item) => {
      const at = item.seenOn && seenAt.get(`${item.workspaceId}\n${item.seenOn}`);
      return !at || at < item.createdAt;
    });
  }

  private async digest(
    m: EntityManager,
    {
      items,
      userId,
      key,
      org,
    }: { items: NotificationItemEntity[]; userId: string; key: string; org: OrganizationEntity },
  ): Promise<Digest> {
    const ids = [...new Set(items.map((item) => item.workspaceId))];
    const workspaces = await workspaceNames(m, ids);
    const base = this.config.appBaseUrl;
    return {
      organizationName: org.name,
      workspaces: workspaces.map((w) => ({
        name: w.name,
        lines: items.filter((item) => item.workspaceId === w.id).map(({ line, link }) => ({ line, link })),
        unsubscribe: unsubscribeUrl(base, key, { userId, workspaceIds: [w.id] }),
      })),
      // The header's link names at most UNSUBSCRIBE_WORKSPACES_MAX workspaces; each group has its own link anyway.
      unsubscribeAll: unsubscribeUrl(base, key, {
        userId,
        workspaceIds: workspaces.map((w) => w.id).slice(0, UNSUBSCRIBE_WORKSPACES_MAX),
      }),
    };
  }
}
