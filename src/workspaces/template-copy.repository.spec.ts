import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { NO_ACTION } from '../templates/plan-task-action.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { insertManyQuery } from './template-copy.repository.js';

/** The columns template-copy.ts gives every copy, as it gives them (one row per copy). */
const owned = { organizationId: 'o', workspaceId: 'w', createdAt: '', updatedAt: '' };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./template-copy.repository.sql', import.meta.url)),
    source: 'template-copy.repository.ts',
    cases: [
      {
        name: 'The template’s plans copied (one row per plan)',
        sql: (m) =>
          insertManyQuery(m, WorkspacePlanEntity, [
            { ...owned, id: 'p', templatePlanId: 't', title: '', isCollapsed: false, viewType: 'list', index: 0 },
          ]).getQueryAndParameters()[0],
      },
      {
        name: 'Their tasks copied (one row per task)',
        sql: (m) =>
          insertManyQuery(m, WorkspacePlanTaskEntity, [
            {
              ...owned,
              id: 't',
              workspacePlanId: 'p',
              templatePlanTaskId: 't',
              index: 0,
              title: '',
              description: null,
              status: 'Not Started',
              completedAt: null,
              ...NO_ACTION,
              startDate: null,
              dueDate: null,
            },
          ]).getQueryAndParameters()[0],
      },
      {
        name: 'The template’s pages copied (one row per page)',
        sql: (m) =>
          insertManyQuery(m, WorkspacePageEntity, [
            { ...owned, id: 'p', title: '', index: 0, isHidden: false },
          ]).getQueryAndParameters()[0],
      },
      {
        name: 'Their sections copied (one row per section)',
        sql: (m) =>
          insertManyQuery(m, WorkspaceSectionEntity, [
            {
              ...owned,
              id: 's',
              workspacePageId: 'p',
              title: '',
              kind: 'text',
              index: 0,
              isHidden: false,
              text: null,
              workspacePlanId: null,
              assetIds: null,
              linkUrl: null,
              fileId: null,
            },
          ]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
