import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertTagsQuery } from './tags.query.js';

const tag = { id: '', organizationId: '', title: '', titleKey: '', createdAt: '', updatedAt: '' };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./tags.query.sql', import.meta.url)),
    source: 'tags.query.ts',
    cases: [
      {
        name: 'Tags named by a board, missing ones inserted (one row per tag; taken title keys skipped)',
        sql: (m) => insertTagsQuery(m, [tag]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
