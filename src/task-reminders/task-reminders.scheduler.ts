import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { DAY_MS, nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { Poller } from '../database/poller.js';
import { enqueueLimitedEmail } from '../mail/email-quota.js';
import { insertDigest, insertReminders, owedReminders, recipientOf } from './task-reminder.repository.js';
import { reminderEmail } from './reminder-email.js';

/**
 * Sends task reminders: every TASK_REMINDER_POLL_MS it reads which people are owed reminders (a plain read: an idle
 * poll writes nothing), then e-mails each of them in a transaction of their own that takes the person's lock (an
 * advisory lock on PostgreSQL; SQLite has one writer), reads again what is owed, and writes the day's digest row,
 * one reminder row per task and the outbox e-mail together. Two instances, or a poll racing a restart, therefore
 * never e-mail a person twice a day or remind them of a stage twice: the second transaction finds the first's rows
 * (and the unique keys refuse them if it did not). A crash before the commit leaves nothing, and the next poll does
 * it all again; once committed, the outbox delivers the e-mail with its own leases and retries.
 */
@Injectable()
export class TaskReminderScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TaskReminders');
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.poller = new Poller('Task reminders', config.taskReminderPollMs, this.logger, (stopped) =>
      this.remindDue(stopped),
    );
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
  }

  /** Queues every reminder owed now; resolves when they are all in the outbox. */
  drain(): Promise<void> {
    return this.poller.drain();
  }

  private async remindDue(stopped: () => boolean): Promise<void> {
    const owed = await this.db.read((m) => owedReminders(m, { now: new Date() }));
    for (const userId of owed.keys()) {
      if (stopped()) return;
      await this.db.write((m) => this.remind(m, userId));
    }
  }

  /** One person's e-mail of the day, if still owed once their lock is held. */
  private async remind(m: EntityManager, userId: string): Promise<void> {
    await this.db.dialect.lock(m, `task-reminders:${userId}`);
    const reminders = (await owedReminders(m, { now: new Date(), userId })).get(userId) ?? [];
    const user = reminders.length === 0 ? null : await recipientOf(m, userId);
    if (!user) return;
    const { organizationId, day } = reminders[0];
    const digestId = newId();
    const now = nowIso();
    const queued = await enqueueLimitedEmail(
      m,
      {
        organizationId,
        to: user.email,
        ...reminderEmail(reminders, this.config.appBaseUrl),
        kind: 'task-reminder',
        dedupeKey: `task-reminder:${userId}:${day}`,
      },
      { perOrgPerHour: this.config.taskRemindersPerOrgPerHour, dedupeWindowMs: DAY_MS },
    );
    await insertDigest(m, {
      id: digestId,
      organizationId,
      userId,
      day,
      taskCount: reminders.length,
      emailId: queued.id,
      createdAt: now,
    });
    // Refused by the quota: the digest keeps the day at one attempt, and the reminders stay owed for the next day.
    if (queued.id === null) {
      this.logger.warn(`Task reminder e-mail of user ${userId} not queued (${queued.skipped})`);
      return;
    }
    const rows = reminders.map((r) => ({
      id: newId(),
      organizationId,
      taskId: r.taskId,
      userId,
      dueDate: r.dueDate,
      stage: r.stage,
      digestId,
      createdAt: now,
    }));
    await insertReminders(m, rows);
  }
}
