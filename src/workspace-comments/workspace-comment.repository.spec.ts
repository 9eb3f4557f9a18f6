import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { subjectFileQuery } from './workspace-comment.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-comment.repository.sql', import.meta.url)),
    source: 'workspace-comment.repository.ts',
    cases: [
      {
        name: 'A file a comment is on, shown by a file section of the workspace (POST /v1/workspace-comments)',
        sql: (m) => subjectFileQuery(m, { id: 'f', workspaceId: 'w' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
