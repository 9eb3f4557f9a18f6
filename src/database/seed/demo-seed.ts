import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from '../dialects.js';
import { OrganizationEntity } from '../../organizations/organization.entity.js';
import { OrganizationsService } from '../../organizations/organizations.service.js';
import { DemoClock } from './demo-clock.js';
import { seedAccounts, seedDeals, seedUsers } from './seed-crm.js';
import { DemoIds, type SeedContext } from './seed-context.js';
import { seedCustomFields } from './seed-custom-fields.js';
import { seedLibrary } from './seed-library.js';
import { seedTemplates } from './seed-templates.js';
import { seedWorkspaces } from './seed-workspaces.js';

interface Log {
  log(message: string): void;
}

export const DEMO_ORG_NAME = 'Demo Company';

export interface DemoSeedResult {
  orgId: string;
  /** The demo organization's API key; printed once and never stored. */
  key: string;
}

/**
 * On a database without any organization, creates the demo organization with realistic sample data and returns
 * its API key, which main.ts shows once (demo-banner.ts). Runs at startup before the server listens, so it uses the DataSource directly; the whole seed
 * is one transaction, so a failed seed leaves the database empty and the next start tries again.
 */
export async function seedDemoIfEmpty(
  dataSource: DataSource,
  logger: Log,
  publicBaseUrl: string,
): Promise<DemoSeedResult | null> {
  const organizations = new OrganizationsService(dataSource);
  const seeded = await dataSource.transaction(async (m) => {
    // Several instances may start together on one PostgreSQL database: only the first may seed.
    await dialectOf(dataSource).lock(m, 'demo-seed');
    if ((await m.count(OrganizationEntity)) > 0) return null;
    const org = await organizations.findOrCreate(DEMO_ORG_NAME, m);
    const { key } = await organizations.issueKey(org.id, { name: 'demo' }, m);
    const summary = await seedOrganization(m, org.id, publicBaseUrl);
    return { orgId: org.id, key, summary };
  });
  if (!seeded) return null;
  logger.log(`Seeded the demo organization "${DEMO_ORG_NAME}": ${seeded.summary}`);
  return { orgId: seeded.orgId, key: seeded.key };
}

async function seedOrganization(m: EntityManager, orgId: string, publicBaseUrl: string): Promise<string> {
  const ctx: SeedContext = { m, orgId, clock: new DemoClock(), ids: new DemoIds(), publicBaseUrl };
  const users = await seedUsers(ctx);
  const accounts = await seedAccounts(ctx);
  const deals = await seedDeals(ctx);
  // The library first: template sections show its assets.
  const library = await seedLibrary(ctx);
  const templates = await seedTemplates(ctx);
  const workspaces = await seedWorkspaces(ctx, templates);
  const customFields = await seedCustomFields(ctx);
  return [
    `${users} users`,
    `${accounts} accounts`,
    `${deals} deals`,
    `${templates.size} templates`,
    `${workspaces} workspaces`,
    `${customFields} custom fields`,
    `${library.boards} boards`,
    `${library.tags} tags`,
    `${library.assets} assets`,
  ].join(', ');
}
