import { AccountEntity } from '../../src/accounts/account.entity.js';
import { AssetTagEntity } from '../../src/tag-links/asset-tag.entity.js';
import { ASSET_TYPES, AssetEntity } from '../../src/tag-links/asset.entity.js';
import { BoardTagEntity } from '../../src/tag-links/board-tag.entity.js';
import { BoardEntity } from '../../src/tag-links/board.entity.js';
import { isSingleEmoji } from '../../src/common/validation/emoji.js';
import { DealEntity } from '../../src/deals/deal.entity.js';
import { TagEntity } from '../../src/tag-links/tag.entity.js';
import { TemplatePageEntity } from '../../src/templates/template-page.entity.js';
import { TemplatePlanTaskEntity } from '../../src/templates/template-plan-task.entity.js';
import { TemplatePlanEntity } from '../../src/templates/template-plan.entity.js';
import { TemplateSectionEntity } from '../../src/templates/template-section.entity.js';
import { TEMPLATE_TYPES, TemplateEntity } from '../../src/templates/template.entity.js';
import { UserEntity } from '../../src/users/user.entity.js';
import { WorkspaceDomainEntity } from '../../src/workspace-domains/workspace-domain.entity.js';
import { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceUserEntity } from '../../src/workspace-users/workspace-user.entity.js';
import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { WorkspacePageEntity } from '../../src/workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../../src/workspace-core/workspace-plan.entity.js';
import { WorkspaceSectionEntity } from '../../src/workspace-sections/workspace-section.entity.js';
import request from 'supertest';
import { initialsOf } from '../../src/status/initials-logo.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { nonEmpty } from '../support/non-empty.js';
import { runSeed } from '../support/seed.js';
import { ISO_MS } from '../support/wire.js';

const DAY_MS = 86_400_000;

describe('demo seed data', () => {
  let t: TestApp;
  const find = <T extends object>(entity: new () => T) => t.dataSource.manager.find(entity);

  beforeAll(async () => {
    t = await bootTestApp();
    await runSeed(t);
  });
  afterAll(() => t.close());

  it('serves a favicon, and the API 404 for a logo name it does not draw', async () => {
    const icon = await request(t.http).get('/favicon.ico').expect(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    await request(t.http).get('/logos/nope.svg').expect(404);
  });

  it('has at least 8 users and 5 accounts whose owners are users, with websites, logos and CRM ids', async () => {
    const users = await find(UserEntity);
    const accounts = await find(AccountEntity);
    expect(users.length).toBeGreaterThanOrEqual(8);
    expect(accounts.length).toBeGreaterThanOrEqual(5);
    const userIds = new Set(users.map((user) => user.id));
    for (const account of accounts) {
      expect(userIds.has(account.ownerId as string)).toBe(true);
      expect(account.website).toMatch(/^https:\/\/[a-z0-9.-]+$/);
      // Served by the service itself: the demo works offline.
      expect(account.logo).toMatch(new RegExp(`^${t.config.publicBaseUrl}/logos/[A-Z0-9]{1,2}-\\d\\.svg$`));
      const logo = await request(t.http).get(new URL(account.logo!).pathname).expect(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(String(logo.body)).toContain(`>${initialsOf(account.name)}</text>`);
      expect(account.crmAAccountId).toHaveLength(18);
      expect(account.crmBCompanyId).toMatch(/^\d+$/);
    }
  });

  it('gives the team avatars the service draws (initials), and no one else an avatar', async () => {
    const users = await find(UserEntity);
    const team = users.filter((user) => user.email.endsWith('@demo-company.example'));
    expect(team.length).toBeGreaterThanOrEqual(5);
    for (const user of users) {
      if (!team.includes(user)) {
        expect(user.avatar).toBeNull();
        continue;
      }
      expect(user.avatar).toMatch(new RegExp(`^${t.config.publicBaseUrl}/logos/[A-Z0-9]{1,2}-\\d\\.svg$`));
      const avatar = await request(t.http).get(new URL(user.avatar!).pathname).expect(200);
      expect(avatar.headers['content-type']).toBe('image/svg+xml');
      expect(String(avatar.body)).toContain(`>${initialsOf(`${user.firstName} ${user.lastName}`)}</text>`);
    }
  });

  it('has deals with decimal-string amounts, a stage and type, and ISO created and close dates', async () => {
    const deals = await find(DealEntity);
    expect(deals.length).toBeGreaterThanOrEqual(6);
    for (const deal of deals) {
      expect(deal.amount).toMatch(/^\d+\.\d{2}$/);
      expect([deal.stage, deal.type]).toEqual([expect.any(String), expect.any(String)]);
      expect(deal.createdDate).toMatch(ISO_MS);
      expect(deal.closeDate).toMatch(ISO_MS);
      expect(deal.crmAOpportunityId).toHaveLength(18);
    }
  });

  it('has at least 3 templates of known types, each with 4 to 8 tasks ordered within their plans, some with action links', async () => {
    const templates = await find(TemplateEntity);
    const plans = await find(TemplatePlanEntity);
    const tasks = await find(TemplatePlanTaskEntity);
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      expect(template.types.every((type) => (TEMPLATE_TYPES as readonly string[]).includes(type))).toBe(true);
      const own = tasks.filter((task) => task.templateId === template.id);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(8);
      const ownPlans = plans.filter((plan) => plan.templateId === template.id).sort((a, b) => a.index - b.index);
      expect(ownPlans.map((plan) => plan.index)).toEqual(ownPlans.map((_, i) => i));
      for (const plan of ownPlans) {
        const inPlan = own.filter((task) => task.templatePlanId === plan.id).sort((a, b) => a.index - b.index);
        expect(inPlan.map((task) => task.index)).toEqual(inPlan.map((_, i) => i));
      }
      expect(own.every((task) => ownPlans.some((plan) => plan.id === task.templatePlanId))).toBe(true);
    }
    expect(plans.length).toBeGreaterThan(templates.length);
    const linked = tasks.filter((task) => task.actionType === 'link');
    expect(linked.length).toBeGreaterThan(0);
    for (const task of linked) expect(task.actionLinkUrl).toMatch(/^https:\/\//);
    const plain = nonEmpty(tasks.filter((task) => task.actionType === null));
    expect(plain.filter((task) => task.actionLinkUrl !== null)).toEqual([]);
  });

  it('gives every template pages of sections whose content fits their kind: text, its own plans, real assets, links, forms', async () => {
    const templates = await find(TemplateEntity);
    const plans = await find(TemplatePlanEntity);
    const pages = await find(TemplatePageEntity);
    const sections = await find(TemplateSectionEntity);
    const assetIds = new Set((await find(AssetEntity)).map((asset) => asset.id));
    for (const template of templates) {
      const ownPages = pages.filter((page) => page.templateId === template.id).sort((a, b) => a.index - b.index);
      expect(ownPages.length).toBeGreaterThanOrEqual(3);
      expect(ownPages.map((page) => page.index)).toEqual(ownPages.map((_, i) => i));
      const planCount = plans.filter((plan) => plan.templateId === template.id).length;
      for (const page of ownPages) {
        const own = sections.filter((section) => section.templatePageId === page.id).sort((a, b) => a.index - b.index);
        expect(own.map((section) => section.index)).toEqual(nonEmpty(own).map((_, i) => i));
      }
      const ownSections = sections.filter((section) => section.templateId === template.id);
      expect(ownSections.some((section) => section.kind === 'plan')).toBe(true);
      for (const section of ownSections) {
        const used = {
          text: section.text,
          planIndex: section.planIndex,
          assetIds: section.assetIds,
          linkUrl: section.linkUrl,
          form: section.form,
        };
        const filled = Object.entries(used)
          .filter(([, value]) => value !== null)
          .map(([key]) => key);
        expect({ kind: section.kind, filled }).toEqual({
          kind: section.kind,
          filled: [
            { text: 'text', plan: 'planIndex', assets: 'assetIds', link: 'linkUrl', form: 'form' }[
              section.kind as string
            ],
          ],
        });
        if (section.planIndex !== null) expect(section.planIndex).toBeLessThan(planCount);
        for (const id of section.assetIds ?? []) expect(assetIds.has(id)).toBe(true);
        if (section.linkUrl !== null) expect(section.linkUrl).toMatch(/^https:\/\//);
        for (const question of section.form?.questions ?? []) expect(question.id).toMatch(/^[0-9A-Za-z]{12}$/);
      }
    }
    expect(new Set(sections.map((section) => section.kind))).toEqual(
      new Set(['text', 'plan', 'assets', 'link', 'form']),
    );
  });

  it('copies each workspace template plans, tasks, pages and sections, pointing back and at its own plans', async () => {
    const workspaces = await find(WorkspaceEntity);
    const templatePlans = await find(TemplatePlanEntity);
    const templateTasks = await find(TemplatePlanTaskEntity);
    const templateSections = await find(TemplateSectionEntity);
    const plans = await find(WorkspacePlanEntity);
    const tasks = await find(WorkspacePlanTaskEntity);
    const pages = await find(WorkspacePageEntity);
    const sections = await find(WorkspaceSectionEntity);
    expect(workspaces.length).toBeGreaterThanOrEqual(6);
    const taskById = new Map(templateTasks.map((task) => [task.id, task]));
    for (const workspace of workspaces) {
      const source = templatePlans.filter((plan) => plan.templateId === workspace.templateId);
      const own = plans.filter((plan) => plan.workspaceId === workspace.id).sort((a, b) => a.index - b.index);
      expect(own.map((plan) => plan.templatePlanId)).toEqual(source.sort((a, b) => a.index - b.index).map((p) => p.id));
      for (const plan of own) {
        const inPlan = tasks.filter((task) => task.workspacePlanId === plan.id).sort((a, b) => a.index - b.index);
        const copied = inPlan.map((task) => taskById.get(task.templatePlanTaskId as string));
        expect(copied.map((task) => [task?.templatePlanId, task?.index, task?.title])).toEqual(
          inPlan.map((task, i) => [plan.templatePlanId, i, task.title]),
        );
      }
      expect(tasks.filter((task) => task.workspaceId === workspace.id)).toHaveLength(
        templateTasks.filter((task) => task.templateId === workspace.templateId).length,
      );
      const ownPages = pages.filter((page) => page.workspaceId === workspace.id);
      const ownSections = sections.filter((section) => section.workspaceId === workspace.id);
      const sourceSections = templateSections.filter((section) => section.templateId === workspace.templateId);
      expect(ownSections.map((section) => section.title).sort()).toEqual(sourceSections.map((s) => s.title).sort());
      expect(ownPages.length).toBeGreaterThanOrEqual(3);
      for (const section of ownSections.filter((one) => one.kind === 'plan')) {
        expect(own.map((plan) => plan.id)).toContain(section.workspacePlanId);
      }
      for (const section of ownSections) expect(ownPages.map((page) => page.id)).toContain(section.workspacePageId);
    }
  });

  it('keeps taskProgress equal to Math.round(100 × completed ÷ tasks), completedAt exactly on completed tasks', async () => {
    const workspaces = await find(WorkspaceEntity);
    const tasks = await find(WorkspacePlanTaskEntity);
    for (const workspace of nonEmpty(workspaces)) {
      const own = tasks.filter((task) => task.workspaceId === workspace.id);
      const done = own.filter((task) => task.status === 'Completed').length;
      expect([workspace.name, workspace.taskProgress]).toEqual([workspace.name, Math.round((100 * done) / own.length)]);
    }
    for (const task of tasks) expect(task.completedAt !== null).toBe(task.status === 'Completed');
    expect(new Set(tasks.map((task) => task.status))).toEqual(new Set(['Completed', 'In Progress', 'Not Started']));
    expect(new Set(workspaces.map((workspace) => workspace.taskProgress)).size).toBeGreaterThanOrEqual(4);
  });

  it('publishes some workspaces (with publishedAt) and leaves others as drafts', async () => {
    const workspaces = await find(WorkspaceEntity);
    const published = workspaces.filter((workspace) => workspace.published);
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBeLessThan(workspaces.length);
    for (const workspace of workspaces) expect(workspace.publishedAt !== null).toBe(workspace.published);
  });

  it('gives every workspace members (contactsCount = members), an account and a deal; some have domains', async () => {
    const workspaces = await find(WorkspaceEntity);
    const members = await find(WorkspaceUserEntity);
    const domains = await find(WorkspaceDomainEntity);
    const accountIds = new Set((await find(AccountEntity)).map((account) => account.id));
    const dealIds = new Set((await find(DealEntity)).map((deal) => deal.id));
    for (const workspace of nonEmpty(workspaces)) {
      const own = members.filter((member) => member.workspaceId === workspace.id);
      expect(workspace.contactsCount).toBe(own.length);
      expect(own.length).toBeGreaterThan(0);
      expect(accountIds.has(workspace.accountId as string)).toBe(true);
      expect(dealIds.has(workspace.dealId as string)).toBe(true);
    }
    expect(new Set(members.map((member) => member.role)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(domains.map((domain) => domain.workspaceId)).size).toBeGreaterThanOrEqual(3);
  });

  it('orders boards compactly from 0 with emoji icons, and links them to tags keyed by lower-cased title', async () => {
    const boards = await find(BoardEntity);
    const tags = await find(TagEntity);
    const links = await find(BoardTagEntity);
    expect(boards.length).toBeGreaterThanOrEqual(6);
    expect(boards.map((board) => board.position).sort((a, b) => a - b)).toEqual(boards.map((_, i) => i));
    for (const board of boards) {
      expect(isSingleEmoji(board.icon as string)).toBe(true);
      expect(links.some((link) => link.boardId === board.id)).toBe(true);
    }
    for (const tag of nonEmpty(tags)) expect(tag.titleKey).toBe(tag.title.trim().toLowerCase());
    expect(new Set(tags.map((tag) => tag.titleKey)).size).toBe(tags.length);
  });

  it('has at least 10 assets of the allowed types with view and share counts, most of them tagged', async () => {
    const assets = await find(AssetEntity);
    const links = await find(AssetTagEntity);
    expect(assets.length).toBeGreaterThanOrEqual(10);
    for (const asset of assets) {
      expect((ASSET_TYPES as readonly string[]).includes(asset.assetType)).toBe(true);
      expect(asset.assetUrl).toMatch(/^https:\/\//);
      expect([asset.views, asset.shares]).toEqual([expect.any(Number), expect.any(Number)]);
    }
    expect(new Set(assets.map((asset) => asset.assetType))).toEqual(new Set(ASSET_TYPES));
    expect(new Set(links.map((link) => link.assetId)).size).toBeGreaterThanOrEqual(10);
  });

  it('dates every row in the past, spread over several months', async () => {
    const now = new Date().toISOString();
    const times = [
      ...(await find(UserEntity)),
      ...(await find(WorkspaceEntity)),
      ...(await find(AssetEntity)),
      ...(await find(BoardEntity)),
    ].flatMap((row) => [row.createdAt, row.updatedAt]);
    for (const time of times) {
      expect(time).toMatch(ISO_MS);
      expect(time <= now).toBe(true);
    }
    const spanDays = (Date.parse(times.sort()[times.length - 1]) - Date.parse(times[0])) / DAY_MS;
    expect(spanDays).toBeGreaterThan(90);
  });
});
