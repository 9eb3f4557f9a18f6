import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { postingChannelQuery } from './chat-channel.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./chat-channel.repository.sql', import.meta.url)),
    source: 'chat-channel.repository.ts',
    cases: [
      {
        name: "The channel a workspace's news is posted to (in the event's transaction)",
        sql: (m) => postingChannelQuery(m, { organizationId: '', workspaceId: '' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
