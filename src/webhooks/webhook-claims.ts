import type { EntityManager } from 'typeorm';
import type { Dialect } from '../database/dialect.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';

/** An endpoint with at least one delivery due at `now` and not leased. */
export interface DueEndpoint {
  endpointId: string;
  organizationId: string;
}

export interface Pick extends DueEndpoint {
  /** How many of the endpoint's due deliveries to claim (it may have fewer). */
  take: number;
}

export interface Slots {
  /** Attempts this process may still start. */
  free: number;
  perOrg: number;
  perEndpoint: number;
  /** Attempts in flight in this process. */
  inFlight(kind: 'org' | 'endpoint', id: string): number;
  /** When the organization was last given a slot (a counter); organizations served longest ago go first. */
  servedAt(organizationId: string): number;
}

/**
 * Shares the free slots among the due endpoints: organizations take turns (least recently served first), one slot
 * per turn, each organization's endpoints in turn too, within the per-organization and per-endpoint caps. So an
 * organization whose receivers hang holds at most `perOrg` slots, and everyone else's deliveries still get theirs.
 * `limited` says due work was left behind for lack of slots: finishing attempts should then claim again at once.
 */
export function pickFairly(due: readonly DueEndpoint[], slots: Slots): { picks: Pick[]; limited: boolean } {
  let limited = false;
  const orgs = new Map<string, { room: number; endpoints: { pick: Pick; room: number }[] }>();
  for (const endpoint of due) {
    const endpointRoom = slots.perEndpoint - slots.inFlight('endpoint', endpoint.endpointId);
    const org = orgs.get(endpoint.organizationId) ?? {
      room: slots.perOrg - slots.inFlight('org', endpoint.organizationId),
      endpoints: [],
    };
    orgs.set(endpoint.organizationId, org);
    if (endpointRoom <= 0 || org.room <= 0) limited = true;
    else org.endpoints.push({ pick: { ...endpoint, take: 0 }, room: endpointRoom });
  }
  const turns = [...orgs.entries()]
    .filter(([, org]) => org.endpoints.length > 0 && org.room > 0)
    .sort(([a], [b]) => slots.servedAt(a) - slots.servedAt(b) || a.localeCompare(b))
    .map(([, org]) => org);
  let free = slots.free;
  for (let progressed = true; progressed && free > 0;) {
    progressed = false;
    for (const org of turns) {
      if (free === 0) break;
      const next = org.room > 0 ? org.endpoints.find((endpoint) => endpoint.room > 0) : undefined;
      if (!next) continue;
      next.pick.take += 1;
      next.room -= 1;
      org.room -= 1;
      free -= 1;
      progressed = true;
      // The endpoint goes to the back of its organization's queue: its siblings take the next turns.
      org.endpoints.push(...org.endpoints.splice(org.endpoints.indexOf(next), 1));
    }
  }
  // An endpoint with due work that got no slot (the organization's cap, or no slot left at all) waits for one.
  if (turns.some((org) => org.endpoints.some((endpoint) => endpoint.pick.take === 0))) limited = true;
  const picks = turns.flatMap((org) => org.endpoints.map((endpoint) => endpoint.pick)).filter((pick) => pick.take > 0);
  return { picks, limited };
}

/** Claims the picked deliveries with a lease, endpoint by endpoint, in the caller's transaction. */
export async function claimPicks(
  m: EntityManager,
  picks: readonly Pick[],
  opts: { dialect: Dialect; now: string; leaseMs: number },
): Promise<WebhookDeliveryEntity[]> {
  const { dialect, now, leaseMs } = opts;
  const claimed: WebhookDeliveryEntity[] = [];
  for (const pick of picks) {
    claimed.push(
      ...(await dialect.claimDue(m, WebhookDeliveryEntity, {
        now,
        leaseMs,
        table: 'webhook_delivery',
        limit: pick.take,
        scope: { column: 'endpoint_id', value: pick.endpointId },
      })),
    );
  }
  return claimed;
}
