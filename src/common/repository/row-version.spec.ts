import type { EntityManager } from 'typeorm';
import { AppError } from '../http/app-error.js';
import { readIfMatch } from '../http/if-match.js';
import { requireVersion, versioned, writeVersioned } from './row-version.js';

class Entity {}

/** A manager whose query builder records the conditional UPDATE and answers `affected`, or the version read back. */
function fakeManager({ affected = 1, version = 5 as number | null } = {}) {
  const updates: { where: string; parameters: Record<string, unknown> }[] = [];
  const builder = {
    update: () => builder,
    set: () => builder,
    select: () => builder,
    where(where: string, parameters: Record<string, unknown>) {
      updates.push({ where, parameters });
      return builder;
    },
    execute: async () => ({ affected }),
    getRawOne: async () => (version === null ? undefined : { version: String(version) }),
  };
  const m = { createQueryBuilder: () => builder } as unknown as EntityManager;
  return { m, updates };
}

const row = { id: 'a1B2c3D4e5F6', organizationId: 'org', version: 3 };

describe('requireVersion', () => {
  it('checks nothing without If-Match, with *, or on a row without a version', async () => {
    const { m, updates } = fakeManager();
    await requireVersion(m, { entity: Entity, row, ifMatch: readIfMatch(undefined) });
    await requireVersion(m, { entity: Entity, row, ifMatch: readIfMatch('*') });
    await requireVersion(m, { entity: Entity, row: { ...row, version: undefined }, ifMatch: readIfMatch('"9"') });
    expect(updates).toEqual([]);
  });

  it('raises a malformed If-Match (400) only now, once the row is found', async () => {
    const { m } = fakeManager();
    await expect(requireVersion(m, { entity: Entity, row, ifMatch: readIfMatch('v3') })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers 412 without a statement when the loaded version is not listed (weak tags never match)', async () => {
    const { m, updates } = fakeManager();
    for (const header of ['"2"', 'W/"3"', '"2", "4"']) {
      await expect(requireVersion(m, { entity: Entity, row, ifMatch: readIfMatch(header) })).rejects.toMatchObject({
        status: 412,
        details: [{ field: 'If-Match', message: 'does not match the current ETag' }],
      });
    }
    expect(updates).toEqual([]);
  });

  it('confirms a listed version with an UPDATE matching only the loaded one; 412 when it matches no row', async () => {
    const ok = fakeManager();
    await requireVersion(ok.m, { entity: Entity, row, ifMatch: readIfMatch('"1", "3"') });
    expect(ok.updates).toEqual([
      {
        where: 'id = :id AND organization_id = :org AND version = :version',
        parameters: { id: row.id, org: 'org', version: 3 },
      },
    ]);
    const raced = fakeManager({ affected: 0 });
    await expect(requireVersion(raced.m, { entity: Entity, row, ifMatch: readIfMatch('"3"') })).rejects.toMatchObject({
      status: 412,
    });
  });
});

describe('versioned / writeVersioned', () => {
  it('pairs a value with its row version', () => {
    expect(versioned('x', { version: 4 })).toEqual({ value: 'x', version: 4 });
    expect(() => versioned('x', {})).toThrow();
  });

  it('reads the version back after the work, in the same transaction', async () => {
    const { m } = fakeManager({ version: 7 });
    const db = { write: <R>(work: (manager: EntityManager) => Promise<R>) => work(m) };
    expect(await writeVersioned(db, { entity: Entity, id: row.id }, async () => 'done')).toEqual({
      value: 'done',
      version: 7,
    });
    const gone = fakeManager({ version: null });
    const dbGone = { write: <R>(work: (manager: EntityManager) => Promise<R>) => work(gone.m) };
    await expect(writeVersioned(dbGone, { entity: Entity, id: row.id }, async () => 'done')).rejects.toBeInstanceOf(
      AppError,
    );
  });
});
