import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { assetSectionsQuery, shownSubjectSectionQuery } from './visitor-target.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./visitor-target.repository.sql', import.meta.url)),
    source: 'visitor-target.repository.ts',
    cases: [
      {
        name: "The workspace's visible asset sections on visible pages (an asset opened or shared from the page)",
        sql: (m) => assetSectionsQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'A visible section on a visible page, commented on from the page',
        sql: (m) =>
          shownSubjectSectionQuery(m, {
            workspaceId: 'w',
            subject: { type: 'workspaceSection', id: 's' },
          }).getQueryAndParameters()[0],
      },
      {
        name: 'A visible file section on a visible page that shows the file commented on from the page',
        sql: (m) =>
          shownSubjectSectionQuery(m, {
            workspaceId: 'w',
            subject: { type: 'file', id: 'f' },
          }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
