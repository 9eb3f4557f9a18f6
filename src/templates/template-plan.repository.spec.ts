import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertTemplatePlansQuery } from './template-plan.repository.js';

const plan = {
  id: '',
  organizationId: '',
  templateId: '',
  title: '',
  isCollapsed: false,
  viewType: 'list' as const,
  index: 0,
  createdAt: '',
  updatedAt: '',
};

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./template-plan.repository.sql', import.meta.url)),
    source: 'template-plan.repository.ts',
    cases: [
      {
        name: "A template's new plans (POST and PATCH /v1/templates with plans; one row per plan)",
        sql: (m) => insertTemplatePlansQuery(m, [plan]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
