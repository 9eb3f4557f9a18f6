import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrgContext } from '../common/http/request.js';
import { nowIso } from '../common/time.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import type { UpdateTaskReminderSettingsDto } from './dto/update-task-reminder-settings.dto.js';
import { fromRow, storedDaysBefore } from './task-reminder-settings.js';
import { settingsRowOf, upsertSettingsRow } from './task-reminder-settings.repository.js';
import {
  TASK_REMINDER_SETTINGS_SHAPE,
  type TaskReminderSettingsDoc,
  toTaskReminderSettingsResource,
} from './task-reminder-settings.resource.js';

type Answer = Partial<TaskReminderSettingsDoc>;

/** The organization's task reminder settings: one row, written on the first change. */
@Injectable()
export class TaskReminderSettingsService {
  constructor(private readonly db: Db) {}

  get(org: OrgContext, properties?: string[]): Promise<Answer> {
    return this.db.read((m) => this.current(m, org.id, properties));
  }

  /** Changes the fields sent; the same values again change nothing (`updatedAt` stays). */
  update(org: OrgContext, dto: UpdateTaskReminderSettingsDto, properties?: string[]): Promise<Answer> {
    return this.db.write(async (m) => {
      const row = await settingsRowOf(m, org.id);
      const before = fromRow(row);
      const next = {
        daysBefore: storedDaysBefore(dto.daysBefore ?? before.daysBefore),
        overdue: dto.overdue ?? before.overdue,
        hour: dto.hour ?? before.hour,
        timeZone: dto.timeZone ?? before.timeZone,
      };
      const unchanged =
        next.daysBefore === storedDaysBefore(before.daysBefore) &&
        next.overdue === before.overdue &&
        next.hour === before.hour &&
        next.timeZone === before.timeZone;
      if (!unchanged) {
        await upsertSettingsRow(m, { organizationId: org.id, ...next, updatedAt: nowIso() });
      }
      return this.current(m, org.id, properties);
    });
  }

  private async current(m: EntityManager, orgId: string, properties: string[] | undefined): Promise<Answer> {
    const row = await settingsRowOf(m, orgId);
    const resource = toTaskReminderSettingsResource(fromRow(row), row?.updatedAt ?? null);
    return Selection.parse(TASK_REMINDER_SETTINGS_SHAPE, properties).project(resource);
  }
}
