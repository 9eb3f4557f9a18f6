import type { WorkspaceRole } from '../../../workspace-core/workspace-roles.js';
import type { WorkspaceEntity } from '../../../workspace-core/workspace.entity.js';

/** Sharing settings a demo workspace sets; the rest keep the column defaults (private, magic link only). */
type DemoSharing = Partial<
  Pick<
    WorkspaceEntity,
    'shareSetting' | 'googleVerificationEnabled' | 'magicLinkVerificationEnabled' | 'welcomePageCta' | 'welcomePageText'
  >
>;

export interface DemoWorkspace {
  key: string;
  name: string;
  template: string;
  account: string;
  deal: string;
  /** Created this many days before seeding; the project started `startedDaysAgo` days ago. */
  daysAgo: number;
  startedDaysAgo: number;
  durationDays: number;
  /** The first `completed` plan tasks are done; the next one is in progress when `inProgress`. */
  completed: number;
  inProgress: boolean;
  /** Published this many days ago, or null for a draft. */
  publishedDaysAgo: number | null;
  /** Finished workspaces carry an actual end date. */
  finished: boolean;
  stats: { views: number; actions: number; timeSpent: number; lastViewDaysAgo: number | null };
  users: [user: string, role: WorkspaceRole][];
  domains: [domain: string, role: WorkspaceRole][];
  sharing?: DemoSharing;
}

export const DEMO_WORKSPACES: readonly DemoWorkspace[] = [
  {
    key: 'globex-onboarding',
    name: 'Globex Corporation Onboarding',
    template: 'onboarding',
    account: 'globex',
    deal: 'globex-platform',
    daysAgo: 138,
    startedDaysAgo: 135,
    durationDays: 60,
    completed: 8,
    inProgress: false,
    publishedDaysAgo: 136,
    finished: true,
    stats: { views: 412, actions: 138, timeSpent: 51_240, lastViewDaysAgo: 9 },
    users: [['sofia', 'owner'], ['maya', 'editor'], ['ava', 'collaborator'], ['procurement', 'viewer']],
    domains: [['globex.example', 'viewer']],
  },
  {
    key: 'stark-onboarding',
    name: 'Stark Logistics Fleet Rollout',
    template: 'onboarding',
    account: 'stark',
    deal: 'stark-expansion',
    daysAgo: 98,
    startedDaysAgo: 95,
    durationDays: 60,
    completed: 6,
    inProgress: true,
    publishedDaysAgo: 96,
    finished: false,
    stats: { views: 268, actions: 91, timeSpent: 30_815, lastViewDaysAgo: 2 },
    users: [['sofia', 'owner'], ['liam', 'editor'], ['ethan', 'collaborator']],
    domains: [['stark-logistics.example', 'collaborator']],
  },
  {
    key: 'northwind-sales',
    name: 'Northwind Traders Evaluation',
    template: 'sales',
    account: 'northwind',
    deal: 'northwind-enterprise',
    daysAgo: 72,
    startedDaysAgo: 70,
    durationDays: 90,
    completed: 3,
    inProgress: true,
    publishedDaysAgo: 70,
    finished: false,
    stats: { views: 96, actions: 41, timeSpent: 9_930, lastViewDaysAgo: 1 },
    users: [['maya', 'owner'], ['noah', 'editor'], ['oliver', 'commenter']],
    domains: [['northwind.example', 'viewer']],
    sharing: {
      shareSetting: 'landingPage',
      googleVerificationEnabled: true,
      welcomePageCta: 'See your evaluation plan',
      welcomePageText:
        'Hi Northwind team!\n\nEverything for your evaluation is in one place: the plan, pricing and references. ' +
        'Sign in with your work e-mail to see it.',
    },
  },
  {
    key: 'initech-renewal',
    name: 'Initech Renewal 2026',
    template: 'renewal',
    account: 'initech',
    deal: 'initech-renewal',
    daysAgo: 38,
    startedDaysAgo: 35,
    durationDays: 45,
    completed: 2,
    inProgress: false,
    publishedDaysAgo: 34,
    finished: false,
    stats: { views: 37, actions: 12, timeSpent: 2_710, lastViewDaysAgo: 4 },
    users: [['liam', 'owner'], ['lucas', 'collaborator']],
    domains: [['initech.example', 'viewer']],
    sharing: { shareSetting: 'public' },
  },
  {
    key: 'globex-renewal',
    name: 'Globex Corporation Renewal',
    template: 'renewal',
    account: 'globex',
    deal: 'globex-renewal',
    daysAgo: 28,
    startedDaysAgo: 26,
    durationDays: 45,
    completed: 1,
    inProgress: true,
    publishedDaysAgo: 25,
    finished: false,
    stats: { views: 22, actions: 8, timeSpent: 1_460, lastViewDaysAgo: 3 },
    users: [['maya', 'owner'], ['emma', 'viewer'], ['ava', 'editor'], ['procurement', 'commenter']],
    domains: [],
  },
  {
    key: 'umbrella-pilot',
    name: 'Umbrella Health Pilot',
    template: 'sales',
    account: 'umbrella',
    deal: 'umbrella-pilot',
    daysAgo: 20,
    startedDaysAgo: -3,
    durationDays: 60,
    completed: 0,
    inProgress: false,
    publishedDaysAgo: null,
    finished: false,
    stats: { views: 0, actions: 0, timeSpent: 0, lastViewDaysAgo: null },
    users: [['noah', 'owner'], ['chloe', 'viewer']],
    domains: [['umbrella-health.example', 'commenter']],
  },
  {
    key: 'wayne-evaluation',
    name: 'Wayne Analytics Evaluation',
    template: 'sales',
    account: 'wayne',
    deal: 'wayne-enterprise',
    daysAgo: 10,
    startedDaysAgo: 8,
    durationDays: 75,
    completed: 1,
    inProgress: true,
    publishedDaysAgo: null,
    finished: false,
    stats: { views: 0, actions: 0, timeSpent: 0, lastViewDaysAgo: null },
    users: [['emma', 'owner'], ['maya', 'editor'], ['isabella', 'collaborator']],
    domains: [],
  },
];
