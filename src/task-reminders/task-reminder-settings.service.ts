import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrgContext } from '../common/http/request.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import type { UpdateTaskReminderSettingsDto } from './dto/update-task-reminder-settings.dto.js';
import { fromRow, storedDaysBefore } from './task-reminder-settings.js';
import { TaskReminderSettingsEntity } from './task-reminder-settings.entity.js';
import { type TaskReminderSettingsDoc, toTaskReminderSettingsResource } from './task-reminder-settings.resource.js';

/** The organization's task reminder settings: one row, written on the first change. */
@Injectable()
export class TaskReminderSettingsService {
  constructor(private readonly db: Db) {}

  get(org: OrgContext): Promise<TaskReminderSettingsDoc> {
    return this.db.read((m) => this.current(m, org.id));
  }

  /** Changes the fields sent; the same values again change nothing (`updatedAt` stays). */
  update(org: OrgContext, dto: UpdateTaskReminderSettingsDto): Promise<TaskReminderSettingsDoc> {
    return this.db.write(async (m) => {
      const row = await m.findOneBy(TaskReminderSettingsEntity, { organizationId: org.id });
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
        await m.upsert(TaskReminderSettingsEntity, { organizationId: org.id, ...next, updatedAt: nowIso() }, [
          'organizationId',
        ]);
      }
      return this.current(m, org.id);
    });
  }

  private async current(m: EntityManager, orgId: string): Promise<TaskReminderSettingsDoc> {
    const row = await m.findOneBy(TaskReminderSettingsEntity, { organizationId: orgId });
    return toTaskReminderSettingsResource(fromRow(row), row?.updatedAt ?? null);
  }
}
