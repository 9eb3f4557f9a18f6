import type { Request } from 'express';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { RequestScopes } from '../../database/request-scope.js';
import { AppError, badRequest } from './app-error.js';

/**
 * Conditional requests on single resources (`/v1/<collection>/<id>`): the resource's version column is its ETag, and
 * `If-Match` on PATCH/DELETE is checked by an UPDATE that matches only the expected versions, inside the write's own
 * transaction. On PostgreSQL that UPDATE takes the row lock, so of two writers holding the same ETag the second one
 * re-checks after the first commits, sees the new version and gets 412: lost updates are impossible.
 */
export interface Conditions {
  /** The `<id>` of a `/v1/<collection>/<id>` path. */
  readonly pathId: string | null;
  /** Versions `If-Match` accepts; `'*'` = any existing version; null = no precondition. */
  readonly ifMatch: readonly number[] | '*' | null;
  /** A malformed If-Match, raised once the request is authenticated and reaches its row. */
  readonly ifMatchError: AppError | null;
  /** Set once the precondition has been checked against the row. */
  checked: boolean;
  /** GET and PATCH answers carry the ETag. */
  readonly wantsEtag: boolean;
  /** The row the path names, once a service has loaded it. */
  target: { entity: EntityTarget<ObjectLiteral>; version: number } | null;
}

export const preconditionFailed = (): AppError =>
  new AppError(412, 'The resource has changed since you read it (If-Match does not match its ETag); read it again', [
    { field: 'If-Match', message: 'does not match the current ETag' },
  ]);

/** `"3"`, `"3", "4"` or `*`; weak tags never match (If-Match compares strongly), anything else is a 400. */
export function parseIfMatch(header: string | undefined): readonly number[] | '*' | null {
  if (header === undefined) return null;
  const value = header.trim();
  if (value === '*') return '*';
  const versions: number[] = [];
  for (const part of value.split(',')) {
    const tag = part.trim();
    if (/^W\/"[^"]*"$/.test(tag)) continue;
    const match = /^"(\d{1,15})"$/.exec(tag);
    if (!match)
      throw badRequest('If-Match must be * or a list of ETags such as "3"', [
        { field: 'If-Match', message: 'is malformed' },
      ]);
    versions.push(Number(match[1]));
  }
  return versions;
}

function decodedOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // Not a valid escape: no row has this id, and the router answers it.
  }
}

export const etagOf = (version: number): string => `"${version}"`;

/** A request's If-Match and the ETag of the resource its path names, kept in its RequestScope. */
export function requestConditions(req: Request): Conditions {
  // Mounted under a wildcard, req.path is '/': the address is in originalUrl.
  const segments = req.originalUrl.split('?')[0].split('/').filter(Boolean);
  const pathId = segments.length === 3 && segments[0] === 'v1' ? decodedOrNull(segments[2]) : null;
  const writes = req.method === 'PATCH' || req.method === 'DELETE';
  let ifMatch: Conditions['ifMatch'] = null;
  let ifMatchError: AppError | null = null;
  try {
    ifMatch = writes && pathId ? parseIfMatch(req.header('if-match')) : null;
  } catch (error) {
    ifMatchError = error as AppError;
  }
  const wantsEtag = pathId !== null && (req.method === 'GET' || req.method === 'PATCH');
  return { pathId, ifMatch, ifMatchError, wantsEtag, checked: false, target: null };
}

const current = (): Conditions | undefined => RequestScopes.current()?.conditions ?? undefined;

export const ConditionalRequest = {
  current,

  /**
   * Called with every row a service loads by id: when it is the row the path names, records its version and, in a
   * write transaction with `If-Match`, checks the precondition with a conditional UPDATE.
   */
  async loaded(
    m: EntityManager,
    entity: EntityTarget<ObjectLiteral>,
    row: { id: string; organizationId: string; version?: number },
  ): Promise<void> {
    const conditions = current();
    if (!conditions || conditions.pathId !== row.id || row.version === undefined) return;
    if (conditions.ifMatchError) throw conditions.ifMatchError;
    conditions.target = { entity, version: row.version };
    const { ifMatch } = conditions;
    if (ifMatch === null || conditions.checked || !m.queryRunner?.isTransactionActive) return;
    conditions.checked = true;
    if (ifMatch === '*') return;
    if (!ifMatch.includes(row.version)) throw preconditionFailed();
    const { affected } = await m
      .createQueryBuilder()
      .update(entity)
      .set({ version: () => 'version' })
      .where('id = :id AND organization_id = :org AND version IN (:...versions)', {
        id: row.id,
        org: row.organizationId,
        versions: [...ifMatch],
      })
      .execute();
    if (affected === 0) throw preconditionFailed();
  },

  /** At the end of a write transaction: the version the row has now, for the response's ETag. */
  async refresh(m: EntityManager): Promise<void> {
    const conditions = current();
    if (!conditions?.target || !conditions.wantsEtag) return;
    const row = await m
      .createQueryBuilder(conditions.target.entity, 'r')
      .select('r.version', 'version')
      .where('r.id = :id', { id: conditions.pathId })
      .getRawOne<{ version: number | string }>();
    conditions.target.version = row ? Number(row.version) : conditions.target.version;
  },
};
