import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db.service.js';
import { randomBase62 } from '../ids.js';
import { DAY_MS } from '../time.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import type { StoredResponse } from './stored-response.js';

/** How long a key and its response are kept (API-DECISIONS §7: 24 h). */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/**
 * How long a claim holds without a recorded response. Far longer than any request; it only matters when the process
 * holding the claim died, after which a retry may run the request again.
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60 * 1000;

/** A key this request holds: the claim token proves it is still ours when the answer is recorded or released. */
export interface HeldKey {
  readonly organizationId: string;
  readonly key: string;
  readonly claimToken: string;
}

/** What a request asks to claim: the key, and the fingerprint of the request it may be reused with. */
export interface KeyClaim {
  readonly organizationId: string;
  readonly key: string;
  readonly fingerprint: string;
}

export type Claim =
  | { readonly kind: 'claimed'; readonly held: HeldKey }
  | { readonly kind: 'replay'; readonly response: StoredResponse & { readonly body: string } }
  /** The request succeeded but its answer was too large to keep and named no resource to redirect to. */
  | { readonly kind: 'unavailable'; readonly status: number }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in-flight' };

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Keys live in the database every instance shares, so a key claimed by one instance is seen by all. The claim is
 * an INSERT that does nothing when the key exists: of concurrent requests with one key exactly one inserts (the
 * primary key decides, on PostgreSQL by making the others wait for its commit), the rest read its row.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  claim({ organizationId, key, fingerprint }: KeyClaim): Promise<Claim> {
    const token = randomBase62(24);
    return this.db.write(async (m) => {
      const now = Date.now();
      // An expired key, or a claim abandoned by a process that died, no longer holds the key.
      await m
        .createQueryBuilder()
        .delete()
        .from(IdempotencyKeyEntity)
        .where('organization_id = :organizationId AND key = :key', { organizationId, key })
        .andWhere('(expires_at <= :now OR (response_status IS NULL AND locked_until <= :now))', { now: iso(now) })
        .execute();
      await m
        .createQueryBuilder()
        .insert()
        .into(IdempotencyKeyEntity)
        .values({
          organizationId,
          key,
          fingerprint,
          claimToken: token,
          lockedUntil: iso(now + IDEMPOTENCY_LEASE_MS),
          createdAt: iso(now),
          expiresAt: iso(now + IDEMPOTENCY_TTL_MS),
        })
        .orIgnore()
        .execute();
      const row = await m.findOneByOrFail(IdempotencyKeyEntity, { organizationId, key });
      if (row.claimToken === token) return { kind: 'claimed', held: { organizationId, key, claimToken: token } };
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.responseStatus === null) return { kind: 'in-flight' };
      if (row.responseBody === null) return { kind: 'unavailable', status: row.responseStatus };
      return {
        kind: 'replay',
        response: { status: row.responseStatus, body: row.responseBody, location: row.responseLocation },
      };
    });
  }

  async record(held: HeldKey, response: StoredResponse): Promise<void> {
    await this.db.write((m) =>
      m.update(
        IdempotencyKeyEntity,
        { ...held },
        {
          responseStatus: response.status,
          responseBody: response.body,
          responseLocation: response.location ?? null,
          lockedUntil: null,
        },
      ),
    );
  }

  /** The request failed and wrote nothing: the key is free for a corrected retry. */
  async release(held: HeldKey): Promise<void> {
    await this.db.write((m) => m.delete(IdempotencyKeyEntity, { ...held }));
  }

  /** Expired keys, removed by the sweeper every 10 minutes (one statement: about ten minutes of POSTs at a time). */
  async purgeExpired(): Promise<number> {
    const result = await this.db.write((m) =>
      m
        .createQueryBuilder()
        .delete()
        .from(IdempotencyKeyEntity)
        .where('expires_at <= :now', { now: iso(Date.now()) })
        .execute(),
    );
    return result.affected ?? 0;
  }
}
