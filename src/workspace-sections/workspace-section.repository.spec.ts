import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import {
  SECTION_ORDER,
  countSectionsQuery,
  existingAssetsQuery,
  sectionPageQuery,
} from './workspace-section.repository.js';

const window = { page: 2, limit: 20, offset: 20 };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-section.repository.sql', import.meta.url)),
    source: 'workspace-section.repository.ts',
    cases: [
      {
        name: 'Count, both filters',
        sql: (m) => countSectionsQuery(m, 'o', { workspaceId: 'w', workspacePageId: 'p' }).getQueryAndParameters()[0],
      },
      {
        name: 'A page of one page’s sections, in their order',
        sql: (m) => sectionPageQuery(m, 'o', { filters: { workspacePageId: 'p' }, window }).getQueryAndParameters()[0],
      },
      {
        name: 'A page of one workspace’s sections, by page order then their order',
        sql: (m) => sectionPageQuery(m, 'o', { filters: { workspaceId: 'w' }, window }).getQueryAndParameters()[0],
      },
      {
        name: 'A page of every section, newest first',
        sql: (m) => sectionPageQuery(m, 'o', { filters: {}, window }).getQueryAndParameters()[0],
      },
      {
        name: 'Which asset ids still exist',
        sql: (m) => existingAssetsQuery(m, 'o', ['a', 'b']).getQueryAndParameters()[0],
      },
      ...orderSnapshotCases(SECTION_ORDER, 'sections'),
    ],
  },
  ENTITIES,
);
