import { fileURLToPath } from 'node:url';
import type { EntityManager } from 'typeorm';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { candidatesQuery } from './task-reminder.repository.js';

const now = new Date('2026-12-09T08:00:00Z');
const sql =
  (userId?: string) =>
  (m: EntityManager): string =>
    candidatesQuery(m, { now, userId, daysAhead: 1 }).getQueryAndParameters()[0];

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./task-reminder.repository.sql', import.meta.url)),
    source: 'task-reminder.repository.ts',
    cases: [
      { name: 'Owners of tasks that may be owed a reminder (the poll)', sql: sql() },
      { name: "One person's, in the transaction that e-mails them", sql: sql('a1B2c3D4e5F6') },
    ],
  },
  ENTITIES,
);
