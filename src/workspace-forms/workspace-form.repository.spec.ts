import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { countFormsQuery, formPageQuery, responseCountsQuery, responsePageQuery } from './workspace-form.repository.js';

const window = { page: 2, limit: 20, offset: 20 };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-form.repository.sql', import.meta.url)),
    source: 'workspace-form.repository.ts',
    cases: [
      {
        name: 'Count forms, both filters',
        sql: (m) => countFormsQuery(m, 'o', { workspaceId: 'w', workspacePageId: 'p' }).getQueryAndParameters()[0],
      },
      {
        name: 'A page of one page’s forms, in their order',
        sql: (m) => formPageQuery(m, 'o', { filters: { workspacePageId: 'p' }, window }).getQueryAndParameters()[0],
      },
      {
        name: 'A page of one workspace’s forms, by page order then their order',
        sql: (m) => formPageQuery(m, 'o', { filters: { workspaceId: 'w' }, window }).getQueryAndParameters()[0],
      },
      {
        name: 'A page of every form, newest first',
        sql: (m) => formPageQuery(m, 'o', { filters: {}, window }).getQueryAndParameters()[0],
      },
      {
        name: 'Responses per form of a page',
        sql: (m) => responseCountsQuery(m, ['f1', 'f2']).getQueryAndParameters()[0],
      },
      {
        name: 'A page of a form’s responses, in the order they came',
        sql: (m) => responsePageQuery(m, { formId: 'f', window }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
