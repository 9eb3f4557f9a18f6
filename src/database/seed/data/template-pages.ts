import type { FormQuestionInput } from '../../../form-definitions/dto/form-definition.dto.js';

/**
 * The pages of the demo templates, as a customer opening a workspace made from them reads them: a welcome, the
 * plan, the material. Sections name assets by their name in data/library.ts and plans by their place in the
 * template's plans (data/templates.ts).
 */

export type DemoSection =
  | { title: string; kind: 'text'; text: string }
  | { title: string; kind: 'plan'; plan: number }
  | { title: string; kind: 'assets'; assets: string[] }
  | { title: string; kind: 'link'; url: string }
  | { title: string; kind: 'form'; questions: FormQuestionInput[] };

export interface DemoPage {
  title: string;
  isHidden?: boolean;
  sections: DemoSection[];
}

const SITE = 'https://www.demo-company.example';

const text = (title: string, lines: string[]): DemoSection => ({ title, kind: 'text', text: lines.join('\n') });

/** Template key → its pages, in order. */
export const DEMO_TEMPLATE_PAGES: Readonly<Record<string, DemoPage[]>> = {
  sales: [
    {
      title: 'Welcome',
      sections: [
        text('Welcome', [
          '## Thank you for considering Demo Company',
          '',
          'This room gathers everything for your evaluation in one place: the plan we agreed on, the material your',
          'team asked for, and the people to talk to. Share it with anyone on your side who should have a look.',
          '',
          '- **Your account executive:** Sofia Rossi',
          '- **Your solutions engineer:** Liam Patel',
        ]),
        { title: 'See the platform', kind: 'assets', assets: ['Product Overview Deck', 'Platform Demo Video'] },
        { title: 'Book time with us', kind: 'link', url: `${SITE}/meet/discovery` },
      ],
    },
    {
      title: 'Mutual action plan',
      sections: [
        text('How we get there together', [
          'The steps from our first call to a signed order form, with who does what and by when.',
          'Tick a step off as soon as it is done: we see it at once.',
        ]),
        { title: 'Mutual action plan', kind: 'plan', plan: 0 },
      ],
    },
    {
      title: 'Security & legal',
      sections: [
        text('Security at Demo Company', [
          'We are SOC 2 Type II audited every year and run an external penetration test every six months.',
          'The report below is shared under NDA; the Trust Center answers most questionnaire items.',
        ]),
        { title: 'Reports', kind: 'assets', assets: ['SOC 2 Type II Report', 'Security Whitepaper'] },
        { title: 'Trust Center', kind: 'link', url: `${SITE}/trust` },
        {
          title: 'Your security review',
          kind: 'form',
          questions: [
            { type: 'shortText', title: 'Who leads the review on your side?', required: true },
            { type: 'singleChoice', title: 'Where must your data be hosted?', choices: ['EU', 'US', 'No preference'] },
            { type: 'yesNo', title: 'Do you need our Data Processing Agreement signed?' },
            {
              type: 'file',
              title: 'Your security questionnaire',
              helpText: 'PDF, Word or Excel; we answer within five working days.',
              maxFiles: 3,
            },
            { type: 'longText', title: 'Anything else we should know?' },
          ],
        },
      ],
    },
    {
      title: 'Pricing',
      sections: [
        { title: 'Pricing and ROI', kind: 'assets', assets: ['Pricing Sheet 2026', 'ROI Calculator'] },
        { title: 'How Globex did it', kind: 'assets', assets: ['Globex Case Study'] },
      ],
    },
  ],
  onboarding: [
    {
      title: 'Welcome',
      sections: [
        text('Welcome aboard', [
          '## Welcome to Demo Company!',
          '',
          'We are glad to have you. Over the next weeks we set up your account together, train your admins and',
          'go live. This workspace is where we keep the plan, the guides and the recordings.',
        ]),
        { title: 'Start here', kind: 'assets', assets: ['Implementation Guide'] },
        { title: 'Help center', kind: 'link', url: `${SITE}/help` },
      ],
    },
    {
      title: 'Onboarding plan',
      sections: [
        text('Two phases', [
          '1. **Setup**: single sign-on, your data, and a check that everything arrived.',
          '2. **Go live**: admin training, the go-live review, and a check-in a month later.',
        ]),
        { title: 'Setup', kind: 'plan', plan: 0 },
        { title: 'Go live', kind: 'plan', plan: 1 },
      ],
    },
    {
      title: 'Training',
      sections: [
        { title: 'Recordings', kind: 'assets', assets: ['Admin Training Recording', 'Platform Architecture Diagram'] },
        { title: 'Demo Company Academy', kind: 'link', url: `${SITE}/academy` },
      ],
    },
    {
      title: 'Handover notes',
      isHidden: true,
      sections: [
        text('For the onboarding team', [
          'Hidden from the customer. Record the data sources, the SSO provider and the admins named at kickoff',
          'here before handing the account over to Customer Success.',
        ]),
      ],
    },
  ],
  renewal: [
    {
      title: 'Your year in review',
      sections: [
        text('A year together', [
          '## Thank you for another year',
          '',
          'Before we talk numbers, here is what your team achieved with Demo Company, and what we plan next.',
        ]),
        { title: 'Your usage report', kind: 'link', url: `${SITE}/reports/usage` },
        { title: 'Questions about renewing', kind: 'assets', assets: ['Renewal FAQ'] },
      ],
    },
    {
      title: 'Renewal plan',
      sections: [{ title: 'Renewal plan', kind: 'plan', plan: 0 }],
    },
    {
      title: 'Pricing',
      sections: [
        text('Your pricing', ['Signing before your end date keeps your current pricing for another year.']),
        { title: 'Price list', kind: 'assets', assets: ['Pricing Sheet 2026'] },
      ],
    },
  ],
  portal: [
    {
      title: 'Home',
      sections: [
        text('Your success portal', [
          'Everything to get the most out of Demo Company: your success plan, training and the latest guides.',
          'Your customer success manager reviews this plan with you every quarter.',
        ]),
        { title: 'Support', kind: 'link', url: `${SITE}/support` },
      ],
    },
    {
      title: 'Success plan',
      sections: [{ title: 'Success plan', kind: 'plan', plan: 0 }],
    },
    {
      title: 'Resources',
      sections: [
        {
          title: 'Guides and recordings',
          kind: 'assets',
          assets: ['Implementation Guide', 'Admin Training Recording', 'Brand Logo Pack'],
        },
        { title: 'Partner program', kind: 'link', url: `${SITE}/partners/program` },
      ],
    },
  ],
};
