/** Users, accounts and deals of the demo organization. Rows refer to each other by `key`; ids are made at seed time. */

export interface DemoUser {
  key: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The team has avatars: initials pictures the service draws (seedUsers), so the demo loads none from outside. */
  hasAvatar: boolean;
  /** When the user was added, in days before seeding. */
  daysAgo: number;
}

export interface DemoAccount {
  key: string;
  name: string;
  domain: string;
  owner: string;
  crmAAccountId: string;
  crmBCompanyId: string;
  daysAgo: number;
}

export interface DemoDeal {
  key: string;
  account: string;
  name: string;
  amount: string;
  stage: string;
  type: string;
  crmAOpportunityId: string;
  crmBDealId: string;
  daysAgo: number;
  /** Close date relative to today: negative for deals already closed, positive for expected closes. */
  closeInDays: number;
}

const TEAM = 'demo-company.example';

interface PersonSpec {
  key: string;
  first: string;
  last: string;
  domain: string;
  daysAgo: number;
}

/** A person whose e-mail is `first.last@domain`; the team (our own domain) gets avatars. */
function person({ key, first, last, domain, daysAgo }: PersonSpec): DemoUser {
  const slug = `${first}.${last}`.toLowerCase();
  return { key, email: `${slug}@${domain}`, firstName: first, lastName: last, hasAvatar: domain === TEAM, daysAgo };
}

export const DEMO_USERS: readonly DemoUser[] = [
  person({ key: 'emma', first: 'Emma', last: 'Johnson', domain: TEAM, daysAgo: 210 }),
  person({ key: 'maya', first: 'Maya', last: 'Chen', domain: TEAM, daysAgo: 205 }),
  person({ key: 'liam', first: 'Liam', last: 'Patel', domain: TEAM, daysAgo: 200 }),
  person({ key: 'sofia', first: 'Sofia', last: 'Rossi', domain: TEAM, daysAgo: 190 }),
  person({ key: 'noah', first: 'Noah', last: 'Kim', domain: TEAM, daysAgo: 150 }),
  person({ key: 'ava', first: 'Ava', last: 'Martinez', domain: 'globex.example', daysAgo: 158 }),
  // A shared mailbox: no first or last name, so its display name falls back to the e-mail's local part.
  { key: 'procurement', email: 'procurement@globex.example', firstName: null, lastName: null, hasAvatar: false, daysAgo: 150 },
  person({ key: 'ethan', first: 'Ethan', last: 'Brooks', domain: 'stark-logistics.example', daysAgo: 120 }),
  person({ key: 'oliver', first: 'Oliver', last: 'Schmidt', domain: 'northwind.example', daysAgo: 74 }),
  person({ key: 'lucas', first: 'Lucas', last: 'Dubois', domain: 'initech.example', daysAgo: 40 }),
  person({ key: 'chloe', first: 'Chloe', last: 'Nguyen', domain: 'umbrella-health.example', daysAgo: 21 }),
  person({ key: 'isabella', first: 'Isabella', last: 'Garcia', domain: 'wayne-analytics.example', daysAgo: 12 }),
];

type AccountRow = [key: string, name: string, domain: string, owner: string, crmA: string, crmB: string, daysAgo: number];

const ACCOUNT_ROWS: AccountRow[] = [
  ['globex', 'Globex Corporation', 'globex.example', 'maya', '0015g00000GlBx1AAB', '7310024581', 170],
  ['stark', 'Stark Logistics', 'stark-logistics.example', 'liam', '0015g00000StRk2AAC', '7310024596', 130],
  ['northwind', 'Northwind Traders', 'northwind.example', 'maya', '0015g00000NwTr3AAD', '7310024610', 80],
  ['initech', 'Initech', 'initech.example', 'liam', '0015g00000InTc4AAE', '7310024637', 45],
  ['umbrella', 'Umbrella Health', 'umbrella-health.example', 'noah', '0015g00000UmBr5AAF', '7310024652', 25],
  ['wayne', 'Wayne Analytics', 'wayne-analytics.example', 'emma', '0015g00000WaYn6AAG', '7310024668', 14],
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNT_ROWS.map(
  ([key, name, domain, owner, crmAAccountId, crmBCompanyId, daysAgo]) => ({
    key,
    name,
    domain,
    owner,
    crmAAccountId,
    crmBCompanyId,
    daysAgo,
  }),
);

type DealRow = [key: string, account: string, name: string, amount: string, stage: string, type: string, days: number[]];

// days: [created this many days ago, closes in this many days (negative: already closed)].
const DEAL_ROWS: DealRow[] = [
  ['globex-platform', 'globex', 'Globex - Platform rollout', '125000.00', 'Closed Won', 'New Business', [165, -140]],
  ['stark-expansion', 'stark', 'Stark Logistics - Fleet expansion', '72250.50', 'Closed Won', 'Expansion', [125, -100]],
  ['northwind-enterprise', 'northwind', 'Northwind - Enterprise plan', '48000.00', 'Negotiation', 'New Business', [76, 18]],
  ['initech-renewal', 'initech', 'Initech - 2026 renewal', '36500.00', 'Proposal', 'Renewal', [42, 35]],
  ['globex-renewal', 'globex', 'Globex - Annual renewal', '131250.00', 'Negotiation', 'Renewal', [30, 24]],
  ['umbrella-pilot', 'umbrella', 'Umbrella Health - Clinical pilot', '18000.00', 'Discovery', 'New Business', [22, 60]],
  ['wayne-enterprise', 'wayne', 'Wayne Analytics - Evaluation', '96000.00', 'Qualification', 'New Business', [12, 75]],
];

export const DEMO_DEALS: readonly DemoDeal[] = DEAL_ROWS.map(([key, account, name, amount, stage, type, days], i) => ({
  key,
  account,
  name,
  amount,
  stage,
  type,
  // Shaped like the two CRMs' identifiers (an 18-character opportunity id, a numeric deal id).
  crmAOpportunityId: `0065g00001Op${String(i + 1).padStart(4, '0')}AA`,
  crmBDealId: String(9120004410 + i * 17),
  daysAgo: days[0],
  closeInDays: days[1],
}));
