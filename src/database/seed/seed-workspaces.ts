import { WorkspaceDomainEntity } from '../../workspace-domains/workspace-domain.entity.js';
import { type TaskStatus, WorkspacePlanTaskEntity } from '../../workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceUserEntity } from '../../workspace-users/workspace-user.entity.js';
import { WorkspaceEntity } from '../../workspace-core/workspace.entity.js';
import { WorkspacePageEntity } from '../../workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../../workspace-core/workspace-plan.entity.js';
import { WorkspaceSectionEntity } from '../../workspace-sections/workspace-section.entity.js';
import { type DemoWorkspace, DEMO_WORKSPACES } from './data/workspaces.js';
import { insertRows, type SeedContext } from './seed-context.js';
import type { SeededTemplate, SeededTemplates } from './seed-templates.js';
import { workspacePages } from './seed-workspace-pages.js';

interface Rows {
  workspaces: WorkspaceEntity[];
  plans: WorkspacePlanEntity[];
  tasks: WorkspacePlanTaskEntity[];
  pages: WorkspacePageEntity[];
  sections: WorkspaceSectionEntity[];
  users: WorkspaceUserEntity[];
  domains: WorkspaceDomainEntity[];
}

/**
 * Workspaces made from templates: plans, tasks, pages and sections copied from the template, members, domains,
 * account and deal.
 */
export async function seedWorkspaces(ctx: SeedContext, templates: SeededTemplates): Promise<number> {
  const rows: Rows = { workspaces: [], plans: [], tasks: [], pages: [], sections: [], users: [], domains: [] };
  DEMO_WORKSPACES.forEach((spec, i) => {
    const source = templates.get(spec.template);
    if (!source) throw new Error(`Demo workspace "${spec.key}" names an unknown template "${spec.template}"`);
    buildWorkspace(ctx, { spec, order: i, source, rows });
  });
  await insertRows(ctx, WorkspaceEntity, rows.workspaces);
  await insertRows(ctx, WorkspacePlanEntity, rows.plans);
  await insertRows(ctx, WorkspacePlanTaskEntity, rows.tasks);
  await insertRows(ctx, WorkspacePageEntity, rows.pages);
  await insertRows(ctx, WorkspaceSectionEntity, rows.sections);
  await insertRows(ctx, WorkspaceUserEntity, rows.users);
  await insertRows(ctx, WorkspaceDomainEntity, rows.domains);
  return rows.workspaces.length;
}

interface WorkspaceBuild {
  spec: DemoWorkspace;
  /** Its position in the demo list: spaces creation times so lists show the demo order. */
  order: number;
  /** The template it copies. */
  source: SeededTemplate;
  /** Where the rows to insert are collected. */
  rows: Rows;
}

function buildWorkspace(ctx: SeedContext, { spec, order, source, rows }: WorkspaceBuild): void {
  const { clock, m, orgId } = ctx;
  const id = ctx.ids.add('workspace', spec.key);
  const createdAt = clock.ago(spec.daysAgo, order * 10);
  const publishedAt = spec.publishedDaysAgo === null ? null : clock.ago(spec.publishedDaysAgo, order * 10 + 5);
  const dateAt = (offsetDays: number): string => clock.date(offsetDays - spec.startedDaysAgo);

  const planCopies = new Map<string, string>();
  source.plans.forEach((plan, p) => {
    const planId = ctx.ids.add('workspacePlan', `${spec.key}#${p}`);
    planCopies.set(plan.id, planId);
    rows.plans.push(
      m.create(WorkspacePlanEntity, {
        id: planId,
        organizationId: orgId,
        workspaceId: id,
        templatePlanId: plan.id,
        title: plan.title,
        isCollapsed: plan.isCollapsed,
        viewType: plan.viewType,
        index: p,
        createdAt,
        updatedAt: createdAt,
      }),
    );
  });
  // `position` runs over all plans in order: the first `completed` tasks of the workspace are done.
  const tasks = source.tasks.map((template, position) => {
    const status = taskStatus(spec, position);
    // Done around its due date, but never before the workspace existed nor in the future.
    const doneDaysAgo = Math.min(spec.daysAgo, Math.max(1, spec.startedDaysAgo - (template.dueOffsetDays ?? 0) + 1));
    const touchedAt = clock.ago(doneDaysAgo, 9 * 60 + position * 37);
    // Seconds apart, so lists ordered by creation show the tasks in plan order.
    const taskCreatedAt = clock.ago(spec.daysAgo, order * 10 + position / 10);
    return m.create(WorkspacePlanTaskEntity, {
      id: ctx.ids.add('workspacePlanTask', `${spec.key}#${position}`),
      organizationId: orgId,
      workspaceId: id,
      workspacePlanId: planCopies.get(template.templatePlanId) as string,
      templatePlanTaskId: template.id,
      index: template.index,
      title: template.title,
      description: template.description,
      status,
      completedAt: status === 'Completed' ? touchedAt : null,
      isInternal: template.isInternal,
      actionType: template.actionType,
      actionLinkUrl: template.actionLinkUrl,
      actionLinkName: template.actionLinkName,
      actionText: template.actionText,
      showActionText: template.showActionText,
      startDate: dateAt(template.startOffsetDays ?? 0),
      dueDate: dateAt(template.dueOffsetDays ?? 0),
      createdAt: taskCreatedAt,
      updatedAt: status === 'Not Started' ? taskCreatedAt : latest(taskCreatedAt, touchedAt),
    });
  });

  const completed = tasks.filter((task) => task.status === 'Completed');
  const lastDone = completed.length ? latest(...completed.map((task) => task.completedAt)) : null;
  rows.tasks.push(...tasks);
  const copied = workspacePages(ctx, { key: spec.key, workspaceId: id, source, planCopies, createdAt });
  rows.pages.push(...copied.pages);
  rows.sections.push(...copied.sections);
  rows.workspaces.push(
    m.create(WorkspaceEntity, {
      id,
      organizationId: orgId,
      name: spec.name,
      templateId: ctx.ids.of('template', spec.template),
      accountId: ctx.ids.of('account', spec.account),
      dealId: ctx.ids.of('deal', spec.deal),
      published: publishedAt !== null,
      publishedAt,
      startDate: dateAt(0),
      targetEndDate: dateAt(spec.durationDays),
      actualEndDate: spec.finished && lastDone ? lastDone.slice(0, 10) : null,
      taskProgress: tasks.length ? Math.round((100 * completed.length) / tasks.length) : 0,
      lastContactView: spec.stats.lastViewDaysAgo === null ? null : clock.ago(spec.stats.lastViewDaysAgo, 14 * 60 + 23),
      totalViews: spec.stats.views,
      uniqueViewers: Math.min(spec.users.length, spec.stats.views),
      totalActions: spec.stats.actions,
      totalTimeSpent: spec.stats.timeSpent,
      contactsCount: spec.users.length,
      ...spec.sharing,
      createdAt,
      updatedAt: latest(createdAt, publishedAt, lastDone),
    }),
  );
  const memberSince = clock.ago(spec.daysAgo, order * 10 + 1);
  for (const [user, role] of spec.users) {
    rows.users.push(
      m.create(WorkspaceUserEntity, {
        id: ctx.ids.add('workspaceUser', `${spec.key}#${user}`),
        organizationId: orgId,
        workspaceId: id,
        userId: ctx.ids.of('user', user),
        role,
        notifiedAt: publishedAt,
        createdAt: memberSince,
        updatedAt: memberSince,
      }),
    );
  }
  const domainSince = clock.ago(spec.daysAgo, order * 10 + 2);
  for (const [domain, role] of spec.domains) {
    rows.domains.push(
      m.create(WorkspaceDomainEntity, {
        id: ctx.ids.add('workspaceDomain', `${spec.key}#${domain}`),
        organizationId: orgId,
        workspaceId: id,
        domain,
        role,
        createdAt: domainSince,
        updatedAt: domainSince,
      }),
    );
  }
}

const latest = (...times: (string | null)[]): string =>
  times
    .filter((time) => time !== null)
    .sort()
    .at(-1) as string;

function taskStatus(spec: DemoWorkspace, position: number): TaskStatus {
  if (position < spec.completed) return 'Completed';
  return position === spec.completed && spec.inProgress ? 'In Progress' : 'Not Started';
}
