import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { STATEMENTS } from './file.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./file.repository.sql', import.meta.url)),
    source: 'file.repository.ts',
    cases: [
      {
        name: 'One chunk of an upload, in its own transaction (POST /v1/files)',
        sql: (m) => STATEMENTS.insertChunk.bind(m, { fileId: '', seq: 0, data: Buffer.alloc(0) })[0],
      },
      {
        name: 'The next chunks of a download (GET /v1/files/{id}/content)',
        sql: (m) => STATEMENTS.readChunks.bind(m, { fileId: '', from: 0, limit: 0 })[0],
      },
      {
        name: "The organization's stored bytes, for the quota (POST /v1/files)",
        sql: (m) => STATEMENTS.storedBytes.bind(m, { orgId: '' })[0],
      },
    ],
  },
  ENTITIES,
);
