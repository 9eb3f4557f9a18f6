import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { type AssetsQuery, assetsStatement } from './asset.repository.js';

const window = { page: 1, limit: 20, offset: 0 };
const sql =
  (query: Omit<AssetsQuery, 'orgId'>) =>
  (m: Parameters<typeof assetsStatement>[0]): string =>
    assetsStatement(m, query).bind(
      m,
      'id' in query.scope ? { orgId: '', id: '' } : { orgId: '', limit: 0, offset: 0 },
    )[0];

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./asset.repository.sql', import.meta.url)),
    source: 'asset.repository.ts',
    cases: [
      {
        name: 'One asset with its tags (GET /v1/assets/{id}, the render after a write)',
        sql: sql({ tags: true, scope: { id: '' } }),
      },
      { name: 'One asset without its tags (properties without tags)', sql: sql({ tags: false, scope: { id: '' } }) },
      { name: 'A page of assets with their tags (GET /v1/assets)', sql: sql({ tags: true, scope: { window } }) },
      { name: 'A page of assets without their tags', sql: sql({ tags: false, scope: { window } }) },
    ],
  },
  ENTITIES,
);
