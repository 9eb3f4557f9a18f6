import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { STATEMENTS, lastShownQuery } from './workspace-viewer.repository.js';

const key = { workspaceId: '', userId: '' };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-viewer.repository.sql', import.meta.url)),
    source: 'workspace-viewer.repository.ts',
    cases: [
      {
        name: "A contact's page view: the viewer row made or its visit counted (GET /app/<org>/<workspace>)",
        sql: (m) => STATEMENTS.viewed.bind(m, { ...key, now: '', gapCutoff: '', visitId: '' })[0],
      },
      {
        name: 'A view or act on a target, counted unless a repeat within the window',
        sql: (m) => STATEMENTS.marked.bind(m, { ...key, target: '', now: '', repeatCutoff: '' })[0],
      },
      {
        name: 'A repeat view, not counted, dated as seen',
        sql: (m) => STATEMENTS.seen.bind(m, { ...key, target: '', now: '' })[0],
      },
      {
        name: 'When a person was last shown each target of their workspaces (notifications)',
        sql: (m) => lastShownQuery(m, { userId: '', workspaceIds: ['a', 'b'] }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
