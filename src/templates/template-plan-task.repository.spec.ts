import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { NO_ACTION } from './plan-task-action.js';
import { insertTemplateTasksQuery } from './template-plan-task.repository.js';

/** A new task as writeTaskRows adds it: every column given (the defaults filled in). */
const task = {
  id: '',
  organizationId: '',
  templateId: '',
  templatePlanId: '',
  title: '',
  description: '',
  ...NO_ACTION,
  startOffsetDays: 0,
  dueOffsetDays: 0,
  assigneeRole: null,
  index: 0,
  createdAt: '',
  updatedAt: '',
};

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./template-plan-task.repository.sql', import.meta.url)),
    source: 'template-plan-task.repository.ts',
    cases: [
      {
        name: "A template's new tasks (POST and PATCH /v1/templates with planTasks or plans; one row per task)",
        sql: (m) => insertTemplateTasksQuery(m, [task]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
