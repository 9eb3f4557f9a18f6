import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertTagsQuery } from './tag.repository.js';

const tag = { id: '', organizationId: '', title: '', titleKey: '', createdAt: '', updatedAt: '' };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./tag.repository.sql', import.meta.url)),
    source: 'tag.repository.ts',
    cases: [
      {
        name: 'Tags named by a board, missing ones inserted (one row per tag; taken title keys skipped)',
        sql: (m) => insertTagsQuery(m, [tag]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
