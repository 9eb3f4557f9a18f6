import { type DueEndpoint, type Slots, pickFairly } from './webhook-claims.js';

const due = (org: string, ...endpoints: string[]): DueEndpoint[] =>
  endpoints.map((endpointId) => ({ endpointId, organizationId: org }));

function slots(overrides: Partial<Slots> & { load?: Record<string, number>; served?: Record<string, number> } = {}) {
  const { load = {}, served = {}, ...rest } = overrides;
  return {
    free: 32,
    perOrg: 8,
    perEndpoint: 2,
    inFlight: (_kind: 'org' | 'endpoint', id: string) => load[id] ?? 0,
    servedAt: (org: string) => served[org] ?? -1,
    ...rest,
  };
}

const takes = (picks: { endpointId: string; take: number }[]) =>
  Object.fromEntries(picks.map((pick) => [pick.endpointId, pick.take]));

describe('pickFairly', () => {
  it('gives each organization a turn before any organization gets a second slot', () => {
    const endpoints = [...due('A', 'a1', 'a2', 'a3', 'a4'), ...due('B', 'b1')];
    const { picks, limited } = pickFairly(endpoints, slots({ free: 3 }));
    expect(takes(picks)).toEqual({ a1: 1, a2: 1, b1: 1 });
    expect(limited).toBe(true);
  });

  it('serves the organization served longest ago first', () => {
    const endpoints = [...due('A', 'a1'), ...due('B', 'b1')];
    expect(pickFairly(endpoints, slots({ free: 1, served: { A: 5, B: 2 } })).picks).toEqual([
      { endpointId: 'b1', organizationId: 'B', take: 1 },
    ]);
  });

  it('keeps an organization within its cap, counting attempts already in flight', () => {
    const endpoints = due('A', ...Array.from({ length: 20 }, (_, i) => `a${i}`));
    const { picks, limited } = pickFairly(endpoints, slots({ load: { A: 5 } }));
    expect(picks.reduce((sum, pick) => sum + pick.take, 0)).toBe(3);
    expect(limited).toBe(true);
  });

  it('keeps an endpoint within its cap and skips one that is full', () => {
    const { picks, limited } = pickFairly(due('A', 'a1', 'a2'), slots({ load: { a1: 2, A: 2 } }));
    expect(takes(picks)).toEqual({ a2: 2 });
    expect(limited).toBe(true);
  });

  it('takes what is due without reporting a backlog when slots are left', () => {
    expect(pickFairly(due('A', 'a1'), slots())).toEqual({
      picks: [{ endpointId: 'a1', organizationId: 'A', take: 2 }],
      limited: false,
    });
  });

  it('picks nothing when no slot is free, and says work is waiting', () => {
    expect(pickFairly(due('A', 'a1'), slots({ free: 0 }))).toEqual({ picks: [], limited: true });
  });
});
