import { Module } from '@nestjs/common';
import { DAY_MS } from '../common/time.js';
import { retentionSweeper } from '../database/retention.js';
import { TaskReminderSettingsController } from './task-reminder-settings.controller.js';
import { TaskReminderSettingsService } from './task-reminder-settings.service.js';
import { TaskReminderDigestEntity } from './task-reminder-digest.entity.js';
import { TaskReminderEntity } from './task-reminder.entity.js';
import { TaskReminderScheduler } from './task-reminders.scheduler.js';

/**
 * What was reminded is needed while it can still be owed again: a stage within MAX_DAYS_BEFORE days of its due date,
 * a digest on its day. 90 days keeps both with room; older rows are purged.
 */
const KEPT_MS = 90 * DAY_MS;
export const TaskReminderRetention = retentionSweeper(() => ({
  name: 'Task reminder retention',
  retentionMs: KEPT_MS,
  entity: TaskReminderEntity,
  agedBy: 'r.created_at',
}));
export const TaskReminderDigestRetention = retentionSweeper(() => ({
  name: 'Task reminder digest retention',
  retentionMs: KEPT_MS,
  entity: TaskReminderDigestEntity,
  agedBy: 'r.created_at',
}));

/** Reminders of due tasks to their owners, by e-mail through the outbox, and the organization's settings for them. */
@Module({
  controllers: [TaskReminderSettingsController],
  providers: [TaskReminderSettingsService, TaskReminderScheduler, TaskReminderRetention, TaskReminderDigestRetention],
  exports: [TaskReminderScheduler],
})
export class TaskRemindersModule {}
