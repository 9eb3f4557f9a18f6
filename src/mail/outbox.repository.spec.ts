import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { duplicateQuery, nthLatestSlotQuery, outboxStatusQuery, recentToRecipientQuery } from './outbox.repository.js';

const scope = { organizationId: '', kind: 'invitation' };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./outbox.repository.sql', import.meta.url)),
    source: 'outbox.repository.ts',
    cases: [
      {
        // As getExists() runs it: the query inside EXISTS, one row at most.
        name: 'An e-mail with the same dedupe key queued within the window (the quota)',
        sql: (m) =>
          m
            .createQueryBuilder()
            .fromDummy()
            .select('1', 'row_exists')
            .whereExists(duplicateQuery(m, { organizationId: '', dedupeKey: '', since: '' }))
            .limit(1)
            .getQueryAndParameters()[0],
      },
      {
        name: 'E-mails of the kind queued to one address within the window (the per-recipient cap)',
        sql: (m) => recentToRecipientQuery(m, { ...scope, to: '', since: '', max: 3 }).getQueryAndParameters()[0],
      },
      {
        name: 'The slot that holds back the next one (the hourly quota)',
        sql: (m) => nthLatestSlotQuery(m, { ...scope, windowStart: '', nth: 500 }).getQueryAndParameters()[0],
      },
      {
        name: 'E-mails not sent yet, and those a quota defers (GET /v1/status)',
        sql: (m) => outboxStatusQuery(m, '').getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
