import type { TemplatePlanTaskEntity } from '../../src/templates/template-plan-task.entity.js';
import type { TemplateEntity } from '../../src/templates/template.entity.js';
import type { Api } from './api.js';
import type { TestApp } from './app.js';
import { insertTemplate, insertTemplatePlanTask } from './factories/templates.js';
import type { CapturedMail, SmtpCapture } from './smtp.js';
import type { Json } from './wire.js';

/** Helpers shared by the workspace lifecycle and invitation suites. */

/** A template of `orgId` with plan tasks at the given indexes (inserted in the order given). */
export async function templateWithTasks(
  t: TestApp,
  orgId: string,
  tasks: Partial<TemplatePlanTaskEntity>[] = [],
  overrides: Partial<TemplateEntity> = {},
): Promise<{ template: TemplateEntity; tasks: TemplatePlanTaskEntity[] }> {
  const template = await insertTemplate(t, orgId, { name: 'Rollout', ...overrides });
  const inserted: TemplatePlanTaskEntity[] = [];
  for (const [index, task] of tasks.entries())
    inserted.push(await insertTemplatePlanTask(t, template, { index, ...task }));
  return { template, tasks: inserted };
}

/** E-mails received for one address. */
export const mailTo = (smtp: SmtpCapture, email: string): CapturedMail[] =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(email));

/** The plan tasks of a workspace in plan order. */
export async function tasksOf(api: Api, workspaceId: string): Promise<Json[]> {
  const res = await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspaceId}&limit=100`).expect(200);
  return res.body.data.workspacePlanTasks as Json[];
}

/** Rows of a table for one organization, counted directly (what the API would not show, e.g. after a rollback). */
export async function countRows(t: TestApp, table: string, where: string, params: unknown[]): Promise<number> {
  const sql =
    t.dataSource.options.type === 'postgres' ? where.replace(/\?/g, (_m, i: number) => `$${indexOf(where, i)}`) : where;
  const rows = (await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${sql}`, params)) as {
    n: unknown;
  }[];
  return Number(rows[0].n);
}

/** 1-based position of the `?` at character `at` among the `?`s of `where`. */
function indexOf(where: string, at: number): number {
  return where.slice(0, at + 1).split('?').length - 1;
}
