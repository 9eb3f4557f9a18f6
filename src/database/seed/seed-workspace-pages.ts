import type { SectionKind } from '../../templates/section-content.js';
import { WorkspacePageEntity } from '../../workspace-core/workspace-page.entity.js';
import { WorkspaceSectionEntity } from '../../workspace-sections/workspace-section.entity.js';
import { DEMO_WORKSPACES, type DemoWorkspace } from './data/workspaces.js';
import { insertRows, type SeedContext } from './seed-context.js';

interface DemoSection {
  title: string;
  kind: SectionKind;
  /** The content of its kind in one demo workspace. */
  content: (ws: DemoWorkspace, ctx: SeedContext) => Partial<WorkspaceSectionEntity>;
}

/** Two pages per demo workspace, in Dock's shape: a welcome with the plan, then resources. */
const DEMO_PAGES: readonly { title: string; sections: DemoSection[] }[] = [
  {
    title: 'Welcome',
    sections: [
      {
        title: 'Welcome',
        kind: 'text',
        content: (ws) => ({
          text: `## ${ws.name}\n\nEverything for this project in one place: the plan, the material and who to call.`,
        }),
      },
      {
        title: 'Our plan together',
        kind: 'plan',
        content: (ws, ctx) => ({ workspacePlanId: ctx.ids.of('workspacePlan', ws.key) }),
      },
    ],
  },
  {
    title: 'Resources',
    sections: [
      {
        title: 'Useful material',
        kind: 'assets',
        content: (_ws, ctx) => ({ assetIds: DEMO_SECTION_ASSETS.map((name) => ctx.ids.of('asset', name)) }),
      },
      {
        title: 'Book a check-in',
        kind: 'link',
        content: () => ({ linkUrl: 'https://www.demo-company.example/meet' }),
      },
    ],
  },
];

const DEMO_SECTION_ASSETS = ['Product Overview Deck', 'Implementation Guide', 'Platform Demo Video'];

/** Pages and sections of every demo workspace (after the workspaces, their plans and the library's assets). */
export async function seedWorkspacePages(ctx: SeedContext): Promise<void> {
  const pages: WorkspacePageEntity[] = [];
  const sections: WorkspaceSectionEntity[] = [];
  DEMO_WORKSPACES.forEach((spec, order) => {
    const workspaceId = ctx.ids.of('workspace', spec.key);
    const at = ctx.clock.ago(spec.daysAgo, order * 10 + 3);
    const stamps = { organizationId: ctx.orgId, createdAt: at, updatedAt: at };
    DEMO_PAGES.forEach((demo, index) => {
      const page = ctx.m.create(WorkspacePageEntity, {
        id: ctx.ids.add('workspacePage', `${spec.key}#${index}`),
        workspaceId,
        title: demo.title,
        index,
        isHidden: false,
        ...stamps,
      });
      pages.push(page);
      demo.sections.forEach((section, i) => {
        sections.push(
          ctx.m.create(WorkspaceSectionEntity, {
            id: ctx.ids.add('workspaceSection', `${spec.key}#${index}#${i}`),
            workspaceId,
            workspacePageId: page.id,
            title: section.title,
            kind: section.kind,
            index: i,
            isHidden: false,
            text: null,
            workspacePlanId: null,
            assetIds: null,
            linkUrl: null,
            fileId: null,
            ...section.content(spec, ctx),
            ...stamps,
          }),
        );
      });
    });
  });
  await insertRows(ctx, WorkspacePageEntity, pages);
  await insertRows(ctx, WorkspaceSectionEntity, sections);
}
