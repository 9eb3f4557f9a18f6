import { ApiProperty } from '@nestjs/swagger';
import { BoolField, IntField, TextField } from '../../common/validation/fields.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { type Check, Rule } from '../../common/validation/rule.js';
import { MAX_DAYS_BEFORE, isTimeZone } from '../reminder-schedule.js';
import { TASK_REMINDER_SETTINGS_SHAPE } from '../task-reminder-settings.resource.js';

/** At most this many reminders before a due date: a reminder, not a countdown. */
export const DAYS_BEFORE_MAX_ITEMS = 5;

const daysBeforeCheck: Check = (v) => {
  if (!Array.isArray(v)) return 'must be an array';
  if (v.length > DAYS_BEFORE_MAX_ITEMS) return `must have at most ${DAYS_BEFORE_MAX_ITEMS} items`;
  for (const [i, days] of v.entries()) {
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_DAYS_BEFORE) {
      return `[${i}] must be an integer from 0 to ${MAX_DAYS_BEFORE}`;
    }
    if (v.indexOf(days) !== i) return `[${i}] repeats ${days}`;
  }
  return null;
};

const timeZoneCheck: Check = (v) =>
  typeof v === 'string' && isTimeZone(v) ? null : 'must be an IANA time zone (Europe/Paris, UTC)';

/** Every field optional; fields not sent keep their values. */
export class UpdateTaskReminderSettingsDto {
  @Rule('daysBefore', daysBeforeCheck, 'optional')
  @ApiProperty({
    required: false,
    type: [Number],
    maxItems: DAYS_BEFORE_MAX_ITEMS,
    example: [3, 1],
    description:
      `Days before a task's due date its owners are reminded, each once: integers from 0 (the due day) to ` +
      `${MAX_DAYS_BEFORE}, each once, at most ${DAYS_BEFORE_MAX_ITEMS}. \`[]\`: no reminder before the due date.`,
  })
  daysBefore?: number[];

  @BoolField({ optional: true, example: true, description: 'One reminder the day after the due date, once.' })
  overdue?: boolean;

  @IntField({
    optional: true,
    min: 0,
    max: 23,
    example: 8,
    description: "The local hour from which a day's reminders go.",
  })
  hour?: number;

  @TextField({ optional: true, max: 64, example: 'Europe/Paris', description: 'Time zone of the due dates and hour.' })
  @Rule('timeZone', timeZoneCheck, 'optional')
  timeZone?: string;
}

export class TaskReminderSettingsPropertiesQuery {
  @PropertiesField(TASK_REMINDER_SETTINGS_SHAPE)
  properties?: string[];
}
