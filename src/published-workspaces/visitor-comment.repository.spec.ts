import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { pageCommentsQuery } from './visitor-comment.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./visitor-comment.repository.sql', import.meta.url)),
    source: 'visitor-comment.repository.ts',
    cases: [
      {
        name: 'The comments on every task, section and file a page shows, with their authors (GET /app/<org>/<workspace>)',
        sql: (m) => pageCommentsQuery(m, { workspaceId: 'w', subjectIds: ['t', 's', 'f'] }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
