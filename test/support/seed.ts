import { seedDemoIfEmpty, type DemoSeedResult } from '../../src/database/seed/demo-seed.js';
import { ENTITIES } from '../../src/database/entities.js';
import type { TestApp } from './app.js';

export interface SeedRun {
  result: DemoSeedResult | null;
  logs: string[];
}

/** Runs the demo seed as main.ts does, capturing what it logs. */
export async function runSeed(t: TestApp): Promise<SeedRun> {
  const logs: string[] = [];
  const result = await seedDemoIfEmpty(
    t.dataSource,
    { log: (message: string) => logs.push(message) },
    t.config.publicBaseUrl,
  );
  return { result, logs };
}

/** Row count of every table, by entity name. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of ENTITIES) counts[entity.name] = await t.dataSource.manager.count(entity);
  return counts;
}
