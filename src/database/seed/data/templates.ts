import type { TemplateType } from '../../../templates/template.entity.js';
import type { PlanViewType } from '../../../workspace-core/structure-columns.js';

export interface DemoTask {
  title: string;
  description: string | null;
  isInternal: boolean;
  /** A call to action shown on the task (Dock's `link` action type). */
  link?: { url: string; name: string; text: string | null };
  startOffsetDays: number;
  dueOffsetDays: number;
}

export interface DemoPlan {
  title: string;
  viewType: PlanViewType;
  tasks: DemoTask[];
}

export interface DemoTemplate {
  key: string;
  name: string;
  title: string;
  types: TemplateType[];
  chatChannelEnabled: boolean;
  messagesEnabled: boolean;
  stagesEnabled: boolean;
  keyDatesEnabled: boolean;
  daysAgo: number;
  /** In order; the pages (data/template-pages.ts) show them by their place here. */
  plans: DemoPlan[];
}

const task = (title: string, start: number, due: number, description: string | null = null): DemoTask => ({
  title,
  description,
  isInternal: false,
  startOffsetDays: start,
  dueOffsetDays: due,
});

const internal = (title: string, start: number, due: number, description: string): DemoTask => ({
  ...task(title, start, due, description),
  isInternal: true,
});

const withLink = (base: DemoTask, url: string, name: string, text: string | null = null): DemoTask => ({
  ...base,
  link: { url, name, text },
});

const SITE = 'https://www.demo-company.example';

const plan = (title: string, tasks: DemoTask[], viewType: PlanViewType = 'list'): DemoPlan => ({ title, viewType, tasks });

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    key: 'sales',
    name: 'Enterprise Sales Room',
    title: 'Your evaluation of Demo Company',
    types: ['sales'],
    chatChannelEnabled: true,
    messagesEnabled: true,
    stagesEnabled: false,
    keyDatesEnabled: false,
    daysAgo: 200,
    plans: [
      plan('Mutual action plan', [
      withLink(
        task('Book a discovery call', 0, 3, 'Thirty minutes to understand your goals, team and timeline.'),
        `${SITE}/meet/discovery`,
        'Pick a time',
      ),
      withLink(task('Watch the product tour', 2, 7), `${SITE}/tour`, 'Watch the 12-minute tour'),
      internal('Prepare a tailored demo', 3, 9, 'Use the prospect’s own data set and their top three use cases.'),
      withLink(
        task('Complete the security questionnaire', 5, 14, 'Our SOC 2 report and pen-test summary are attached.'),
        `${SITE}/trust`,
        'Open the Trust Center',
        'Most answers are pre-filled from our standard questionnaire.',
      ),
      task('Technical validation workshop', 10, 20, 'Hands-on session with your IT and data teams.'),
      withLink(task('Review the proposal and order form', 18, 28), `${SITE}/legal/msa`, 'Read the MSA'),
      ]),
    ],
  },
  {
    key: 'onboarding',
    name: 'Customer Onboarding',
    title: 'Welcome to Demo Company',
    types: ['implementation', 'project'],
    chatChannelEnabled: true,
    messagesEnabled: true,
    stagesEnabled: true,
    keyDatesEnabled: true,
    daysAgo: 190,
    plans: [
      plan('Setup', [
      task('Kickoff meeting', 0, 2, 'Meet your onboarding team, confirm goals, owners and the go-live date.'),
      withLink(
        task('Fill in the onboarding questionnaire', 1, 5),
        `${SITE}/onboarding/questionnaire`,
        'Open the questionnaire',
      ),
      withLink(
        task('Configure single sign-on', 5, 12, 'Connect your identity provider (SAML 2.0 or OIDC).'),
        `${SITE}/docs/sso`,
        'SSO setup guide',
        'Your IT admin needs about 20 minutes for this step.',
      ),
      task('Import your historical data', 7, 18, 'CSV import or a connection to your data warehouse.'),
      internal('Validate the data import', 18, 21, 'Spot-check record counts and custom field mappings.'),
      ]),
      plan(
        'Go live',
        [
          withLink(task('Admin training session', 20, 25), `${SITE}/academy/admin`, 'Enrol in the admin course'),
          task('Go-live review', 25, 30, 'Walk through the go-live checklist together.'),
          task('30-day check-in', 55, 60),
        ],
        'card',
      ),
    ],
  },
  {
    key: 'renewal',
    name: 'Annual Renewal',
    title: 'Your renewal with Demo Company',
    types: ['renewal'],
    chatChannelEnabled: false,
    messagesEnabled: true,
    stagesEnabled: false,
    keyDatesEnabled: true,
    daysAgo: 160,
    plans: [
      plan('Renewal plan', [
      withLink(task('Review your usage report', 0, 7), `${SITE}/reports/usage`, 'See your usage report'),
      task('Executive business review', 7, 21, 'A look back at outcomes and the plan for next year.'),
      internal('Confirm the renewal scope with finance', 10, 24, 'Seats, add-ons and any price uplift.'),
      task('Receive the renewal quote', 21, 30),
      withLink(
        task('Sign the renewal', 30, 45),
        `${SITE}/billing/renew`,
        'Sign electronically',
        'Signing before the end date keeps your current pricing.',
      ),
      ]),
    ],
  },
  {
    key: 'portal',
    name: 'Customer Success Portal',
    title: 'Your success plan',
    types: ['portal'],
    chatChannelEnabled: false,
    messagesEnabled: true,
    stagesEnabled: false,
    keyDatesEnabled: false,
    daysAgo: 95,
    plans: [
      plan('Success plan', [
      task('Agree on success metrics', 0, 7),
      withLink(task('Invite your team', 0, 10), `${SITE}/docs/invite`, 'How to invite users'),
      task('Quarterly business review', 80, 90),
      internal('Health check', 85, 92, 'Review adoption, open tickets and sentiment before the QBR.'),
      ]),
    ],
  },
];
