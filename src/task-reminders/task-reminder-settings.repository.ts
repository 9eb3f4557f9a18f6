import { type EntityManager, In } from 'typeorm';
import type { ReminderSettings } from './reminder-schedule.js';
import { TaskReminderSettingsEntity } from './task-reminder-settings.entity.js';
import { fromRow } from './task-reminder-settings.js';

/** The organization's settings row; null while it never changed them (the defaults). */
export function settingsRowOf(m: EntityManager, orgId: string): Promise<TaskReminderSettingsEntity | null> {
  return m.findOneBy(TaskReminderSettingsEntity, { organizationId: orgId });
}

/** Writes the organization's settings row, created on the first change. */
export async function upsertSettingsRow(m: EntityManager, row: TaskReminderSettingsEntity): Promise<void> {
  await m.upsert(TaskReminderSettingsEntity, row, ['organizationId']);
}

/** The settings of each organization in `orgIds`, the defaults for those that never changed them (one statement). */
export async function settingsOf(m: EntityManager, orgIds: readonly string[]): Promise<Map<string, ReminderSettings>> {
  const rows = await m.findBy(TaskReminderSettingsEntity, { organizationId: In([...orgIds]) });
  const byOrg = new Map(rows.map((row) => [row.organizationId, row]));
  return new Map(orgIds.map((id) => [id, fromRow(byOrg.get(id) ?? null)]));
}
