import type { ExampleObject } from '@nestjs/swagger';

/**
 * Request bodies for the template routes' documentation. Rendered from the DTOs alone, an example would send both
 * `plans` and `planTasks` (refused: one or the other) and ids in a create; these are bodies the API accepts as
 * written (test/e2e/openapi-examples.e2e-spec.ts sends them).
 */
export const CREATE_TEMPLATE_EXAMPLES: Record<string, ExampleObject> = {
  plansAndPages: {
    summary: 'A plan with two tasks, and a welcome page showing it',
    value: {
      name: 'Enterprise onboarding',
      title: 'Welcome to your onboarding',
      types: ['implementation'],
      plans: [
        {
          title: 'Mutual action plan',
          viewType: 'list',
          tasks: [
            {
              title: 'Kick-off call',
              description: 'Agree on goals and owners',
              startOffsetDays: 0,
              dueOffsetDays: 7,
            },
            { title: 'Security review', isInternal: false, startOffsetDays: 7, dueOffsetDays: 21 },
          ],
        },
      ],
      pages: [
        {
          title: 'Welcome',
          sections: [
            { title: 'Welcome', kind: 'text', text: '## Welcome\n\nEverything for your onboarding, in one place.' },
            { title: 'Your mutual action plan', kind: 'plan', planIndex: 0 },
          ],
        },
      ],
    },
  },
};

export const UPDATE_TEMPLATE_EXAMPLES: Record<string, ExampleObject> = {
  settings: {
    summary: 'Rename it and turn on key dates; its plans and pages stay',
    value: { title: 'Welcome aboard', types: ['implementation', 'renewal'], keyDatesEnabled: true },
  },
};
