import { type EntityManager, In } from 'typeorm';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { TaskAssigneeEntity } from '../task-assignees/task-assignee.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { DAY_MS } from '../common/time.js';
import { SHOWN_PLAN_SECTION, placedPlanOf } from '../published-workspaces/workspace-content.repository.js';
import {
  DEFAULT_REMINDER_SETTINGS,
  MAX_DAYS_BEFORE,
  type ReminderStage,
  localTime,
  stageOn,
} from './reminder-schedule.js';
import { TaskReminderSettingsEntity } from './task-reminder-settings.entity.js';
import { settingsOf } from './task-reminder-settings.repository.js';
import { TaskReminderDigestEntity } from './task-reminder-digest.entity.js';
import { TaskReminderEntity } from './task-reminder.entity.js';

/** An open task of a published workspace, with a due date near enough, and one of its owners. */
interface Candidate {
  taskId: string;
  title: string;
  dueDate: string;
  isInternal: boolean | number;
  userId: string;
  organizationId: string;
  orgSlug: string;
  orgName: string;
  workspaceId: string;
  workspaceName: string;
  /** The owner is a member (a contact) of the task's workspace. */
  member: boolean | number;
  /** The first visible page whose visible plan section shows the task's plan. */
  pageId: string | null;
  /** Some section places a plan (so there is no default plan page). */
  placed: boolean | number;
}

/** A reminder owed to one person today: what the e-mail lists, and what is recorded once it is queued. */
export interface OwedReminder {
  taskId: string;
  title: string;
  dueDate: string;
  stage: ReminderStage;
  userId: string;
  organizationId: string;
  orgSlug: string;
  orgName: string;
  workspaceId: string;
  workspaceName: string;
  /** The organization's local day: the digest's key. */
  day: string;
  /** Where the task is on the published workspace: `pages/<id>` or `plan`; null when the page does not show it. */
  pagePath: string | null;
}

/**
 * Every reminder owed at `now` (to one person with `userId`), grouped by person: open tasks (not Completed) with a
 * due date, of published workspaces, for each of their owners, at the stage their organization's settings give for
 * its local day, from its hour on; minus reminders already sent and people already e-mailed that day. A contact (a
 * member of the task's workspace) is reminded only of what the published page shows them: never internal tasks, and
 * only tasks in a plan a visible plan section shows (or any plan on the default plan page). Anyone else of the
 * organization (the team) is reminded of internal tasks too. Nobody is reminded about a workspace they unsubscribed
 * from (notification_mute).
 *
 * Reads tasks due from MAX_DAYS_BEFORE days ago to the furthest `daysBefore` any organization has ahead (plus a day
 * either side for time zones), skipping those already reminded as overdue: the work of a poll is bounded by the open,
 * owned tasks of that window (workspace_plan_task's due_date index).
 */
export async function owedReminders(
  m: EntityManager,
  { now, userId }: { now: Date; userId?: string },
): Promise<Map<string, OwedReminder[]>> {
  const daysAhead = await furthestDaysBefore(m);
  const candidates = await candidatesQuery(m, { now, userId, daysAhead }).getRawMany<Candidate>();
  if (candidates.length === 0) return new Map();
  const owed = await dueNow(m, candidates, now);
  return withoutSent(m, owed);
}

/**
 * The owners of open tasks of published workspaces due from MAX_DAYS_BEFORE days before `now` to `daysAhead` days
 * after it, not reminded as overdue yet, with what decides their reminder (exported for its SQL snapshot).
 */
export function candidatesQuery(
  m: EntityManager,
  { now, userId, daysAhead }: { now: Date; userId?: string; daysAhead: number },
) {
  // A day more either side: the organizations' days start up to 14 hours before or 12 after UTC's.
  const from = new Date(now.getTime() - (MAX_DAYS_BEFORE + 1) * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + (daysAhead + 1) * DAY_MS).toISOString().slice(0, 10);
  const query = m
    .createQueryBuilder()
    .select('t.id', 'taskId')
    .addSelect('t.title', 'title')
    .addSelect('t.due_date', 'dueDate')
    .addSelect('t.is_internal', 'isInternal')
    .addSelect('a.user_id', 'userId')
    .addSelect('a.organization_id', 'organizationId')
    .addSelect('o.slug', 'orgSlug')
    .addSelect('o.name', 'orgName')
    .addSelect('w.id', 'workspaceId')
    .addSelect('w.name', 'workspaceName')
    .addSelect(
      'EXISTS (SELECT 1 FROM workspace_user wu WHERE wu.workspace_id = t.workspace_id AND wu.user_id = a.user_id)',
      'member',
    )
    .addSelect(
      `(SELECT p.id FROM workspace_section s INNER JOIN workspace_page p ON p.id = s.workspace_page_id
        WHERE s.workspace_id = t.workspace_id AND s.workspace_plan_id = t.workspace_plan_id AND ${SHOWN_PLAN_SECTION}
        ORDER BY p."index" ASC LIMIT 1)`,
      'pageId',
    )
    .addSelect(`EXISTS (${placedPlanOf('t.workspace_id')})`, 'placed')
    .from(TaskAssigneeEntity, 'a')
    .innerJoin(WorkspacePlanTaskEntity, 't', 't.id = a.task_id')
    .innerJoin(WorkspaceEntity, 'w', 'w.id = t.workspace_id')
    .innerJoin(OrganizationEntity, 'o', 'o.id = a.organization_id')
    .where("w.published = :yes AND t.status <> 'Completed' AND t.due_date >= :from AND t.due_date <= :to", {
      yes: true,
      no: false,
      from,
      to,
    })
    .andWhere(
      `NOT EXISTS (SELECT 1 FROM task_reminder r WHERE r.task_id = t.id AND r.user_id = a.user_id
        AND r.due_date = t.due_date AND r.stage = 'overdue')`,
    )
    // "No e-mails at all about this workspace" (a notification e-mail's unsubscribe link, the page's settings).
    .andWhere(
      'NOT EXISTS (SELECT 1 FROM notification_mute nm WHERE nm.user_id = a.user_id AND nm.workspace_id = t.workspace_id)',
    )
    .orderBy('t.due_date', 'ASC')
    .addOrderBy('t.id', 'ASC');
  if (userId !== undefined) query.andWhere('a.user_id = :userId', { userId });
  return query;
}

/**
 * The largest `daysBefore` of any organization (the default's when none has more): tasks due further ahead are owed
 * nothing anywhere, so the poll does not read them. Read from the settings rows, one per organization that changed
 * them, `days_before` stored largest first.
 */
async function furthestDaysBefore(m: EntityManager): Promise<number> {
  // Distinct lists are few (most organizations keep the default, which has no row), so the largest is taken here.
  const rows = await m
    .createQueryBuilder(TaskReminderSettingsEntity, 's')
    .select('DISTINCT s.days_before', 'daysBefore')
    .getRawMany<{ daysBefore: string }>();
  const firsts = rows.map((row) => Number(row.daysBefore.split(',')[0] || 0));
  return Math.max(...DEFAULT_REMINDER_SETTINGS.daysBefore, ...firsts);
}

/** The candidates whose organization's settings owe a reminder now and whom the page lets see them. */
async function dueNow(m: EntityManager, candidates: readonly Candidate[], now: Date): Promise<OwedReminder[]> {
  // Organizations are few next to tasks: one statement reads them all.
  const settings = await settingsOf(m, [...new Set(candidates.map((c) => c.organizationId))]);
  const owed: OwedReminder[] = [];
  // Formatting a time in a zone is costly next to the rest: once per zone and poll, not per task.
  const localByZone = new Map<string, ReturnType<typeof localTime>>();
  for (const c of candidates) {
    const orgSettings = settings.get(c.organizationId)!;
    let local = localByZone.get(orgSettings.timeZone);
    if (!local) localByZone.set(orgSettings.timeZone, (local = localTime(now, orgSettings.timeZone)));
    if (local.hour < orgSettings.hour) continue;
    const stage = stageOn(c.dueDate, local.day, orgSettings);
    const shown = c.pageId !== null || !c.placed;
    if (stage === null || (c.member && (c.isInternal || !shown))) continue;
    owed.push({
      taskId: c.taskId,
      title: c.title,
      dueDate: c.dueDate,
      stage,
      userId: c.userId,
      organizationId: c.organizationId,
      orgSlug: c.orgSlug,
      orgName: c.orgName,
      workspaceId: c.workspaceId,
      workspaceName: c.workspaceName,
      day: local.day,
      pagePath: c.isInternal || !shown ? null : c.pageId !== null ? `pages/${c.pageId}` : 'plan',
    });
  }
  return owed;
}

/** Ids per `IN` list: far below either database's limit on bound parameters, however many tasks are due. */
const LOOKUP_CHUNK = 500;

/** Drops reminders already sent and people already e-mailed on their day; groups the rest by person. */
async function withoutSent(m: EntityManager, owed: readonly OwedReminder[]): Promise<Map<string, OwedReminder[]>> {
  const byUser = new Map<string, OwedReminder[]>();
  for (let at = 0; at < owed.length; at += LOOKUP_CHUNK) {
    const slice = owed.slice(at, at + LOOKUP_CHUNK);
    const userIds = [...new Set(slice.map((o) => o.userId))];
    const [digests, sent] = await Promise.all([
      m.find(TaskReminderDigestEntity, {
        select: { userId: true, day: true },
        where: { userId: In(userIds), day: In([...new Set(slice.map((o) => o.day))]) },
      }),
      m.find(TaskReminderEntity, {
        select: { taskId: true, userId: true, dueDate: true, stage: true },
        where: { taskId: In([...new Set(slice.map((o) => o.taskId))]), userId: In(userIds) },
      }),
    ]);
    const mailed = new Set(digests.map((d) => `${d.userId} ${d.day}`));
    const done = new Set(sent.map((r) => `${r.taskId} ${r.userId} ${r.dueDate} ${r.stage}`));
    for (const o of slice) {
      if (mailed.has(`${o.userId} ${o.day}`) || done.has(`${o.taskId} ${o.userId} ${o.dueDate} ${o.stage}`)) continue;
      const mine = byUser.get(o.userId);
      if (mine) mine.push(o);
      else byUser.set(o.userId, [o]);
    }
  }
  return byUser;
}

/** The person a reminder e-mail goes to, or null when they were removed meanwhile. */
export function recipientOf(m: EntityManager, userId: string): Promise<UserEntity | null> {
  return m.findOneBy(UserEntity, { id: userId });
}

/** The person's e-mail of the day, queued or refused by the quota (`emailId` null): one attempt a day either way. */
export async function insertDigest(m: EntityManager, digest: TaskReminderDigestEntity): Promise<void> {
  await m.insert(TaskReminderDigestEntity, digest);
}

/** Reminder rows per INSERT (8 parameters each). */
const INSERT_CHUNK = 500;

/** The reminders an e-mail told of, in slices: one person may own many tasks, and bound parameters are limited. */
export async function insertReminders(m: EntityManager, rows: readonly TaskReminderEntity[]): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    await m.insert(TaskReminderEntity, rows.slice(at, at + INSERT_CHUNK));
  }
}
