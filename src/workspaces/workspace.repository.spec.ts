import { fileURLToPath } from 'node:url';
import type { EntityManager } from 'typeorm';
import { Selection } from '../common/properties/selection.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import {
  type WorkspaceRowsRead,
  filteredWorkspaces,
  workspaceById,
  workspaceRowsStatement,
} from './workspace.repository.js';
import { WORKSPACE_SHAPE } from './workspace.resource.js';
import type { WorkspaceFilters } from './workspace-filters.js';

const page = (number: number) => ({ page: number, limit: 20, offset: (number - 1) * 20 });
const all = Selection.parse(WORKSPACE_SHAPE, undefined);
const context = {
  baseUrl: 'http://localhost:3000',
  appBaseUrl: 'http://localhost:3000/app',
  orgSlug: 'acme',
  now: '2026-01-02T03:04:05.678Z',
};
const nameAndAccount = Selection.parse(WORKSPACE_SHAPE, ['name', 'account.name']);

/** The final SQL of a list of the organization's workspaces matching `filters`. */
const list =
  (filters: WorkspaceFilters, read: Omit<WorkspaceRowsRead, 'sel' | 'context'> & { sel?: Selection }) =>
  (m: EntityManager): string =>
    workspaceRowsStatement(m, filteredWorkspaces(m, 'org', filters), { sel: all, context, ...read })[0];

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace.repository.sql', import.meta.url)),
    source: 'workspace.repository.ts',
    cases: [
      { name: 'GET /v1/workspaces?limit=20 (every embed)', sql: list({}, { window: page(1), total: 1000 }) },
      {
        name: 'GET /v1/workspaces?limit=20&properties=name,account.name',
        sql: list({}, { window: page(1), total: 1000, sel: nameAndAccount }),
      },
      {
        name: 'A page in the older half, read from the oldest end (page 40 of 50)',
        sql: list({}, { window: page(40), total: 1000 }),
      },
      {
        name: 'Every filter at once',
        sql: list(
          {
            name: 'acme',
            accountId: 'a',
            dealId: 'd',
            templateId: 't',
            published: true,
            userEmail: 'u@example.com',
            domain: 'example.com',
            createdAfter: '2026-01-01T00:00:00.000Z',
            updatedBefore: '2026-02-01T00:00:00.000Z',
          },
          { window: page(2) },
        ),
      },
      {
        name: 'GET /v1/workspaces/{id} (and the render after a write)',
        sql: (m) =>
          workspaceRowsStatement(m, workspaceById(m, 'org', 'id'), {
            window: page(1),
            sel: all,
            context,
            versioned: true,
          })[0],
      },
    ],
  },
  ENTITIES,
);
