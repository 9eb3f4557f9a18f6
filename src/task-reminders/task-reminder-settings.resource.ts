import { ApiProperty } from '@nestjs/swagger';
import type { Shape } from '../common/properties/selection.js';
import type { ReminderSettings } from './reminder-schedule.js';

export const TASK_REMINDER_SETTINGS_SHAPE: Shape = {
  name: 'taskReminderSettings',
  always: ['object'],
  fields: ['daysBefore', 'overdue', 'hour', 'timeZone', 'updatedAt'],
};

/** The organization's task reminder settings on the wire (the defaults until changed). */
export class TaskReminderSettingsDoc {
  @ApiProperty({ example: 'taskReminderSettings', enum: ['taskReminderSettings'] }) object: 'taskReminderSettings';
  @ApiProperty({ type: [Number], example: [1], description: 'Days before the due date a reminder goes (default [1]).' })
  daysBefore: number[];
  @ApiProperty({ example: true, description: 'One reminder the day after the due date (default true).' })
  overdue: boolean;
  @ApiProperty({ example: 8, description: "Local hour from which a day's reminders go (default 8)." })
  hour: number;
  @ApiProperty({ example: 'UTC', description: 'IANA time zone of the due dates and the hour (default UTC).' })
  timeZone: string;
  @ApiProperty({
    type: String,
    example: '2026-11-29T08:00:00.000Z',
    nullable: true,
    description: 'When they were last changed; null while the defaults apply.',
  })
  updatedAt: string | null;
}

export function toTaskReminderSettingsResource(
  settings: ReminderSettings,
  updatedAt: string | null,
): TaskReminderSettingsDoc {
  return {
    object: 'taskReminderSettings',
    daysBefore: [...settings.daysBefore],
    overdue: settings.overdue,
    hour: settings.hour,
    timeZone: settings.timeZone,
    updatedAt,
  };
}
