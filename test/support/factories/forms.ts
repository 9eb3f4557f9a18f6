import type { Json } from '../wire.js';

/** A question of every type, as a body sends them: what a form section holding "everything" asks. */
export const EVERY_QUESTION_TYPE: Json[] = [
  { type: 'shortText', title: 'Your name', required: true, maxLength: 80 },
  { type: 'longText', title: 'What should this rollout achieve?', helpText: 'A few sentences.' },
  { type: 'number', title: 'How many seats?', minValue: 1, maxValue: 5000, required: true },
  { type: 'date', title: 'Go-live date' },
  { type: 'email', title: 'Billing contact' },
  { type: 'singleChoice', title: 'Region', choices: ['EU', 'US', 'APAC'], required: true },
  { type: 'multipleChoice', title: 'Integrations', choices: ['CRM', 'Chat', 'SSO'] },
  { type: 'yesNo', title: 'Security review needed?' },
  { type: 'file', title: 'Your logo', fileTypes: ['image/*', 'application/pdf'], maxFiles: 2 },
];

/** A form section's `form` asking `questions` (every type unless given). */
export const formOf = (questions: Json[] = EVERY_QUESTION_TYPE, more: Json = {}): Json => ({ questions, ...more });
