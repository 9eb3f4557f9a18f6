import type { Api } from './api.js';
import { createSection } from './factories/workspace-structure.js';
import type { Json } from './wire.js';

/** The nine question types of a form, in this order, as createEveryQuestionForm makes them. */
export const QUESTION_KEYS = ['name', 'goals', 'seats', 'start', 'email', 'plan', 'tools', 'sso', 'logo'] as const;
export type QuestionKey = (typeof QUESTION_KEYS)[number];

/** A form section asking one question of every type (the logo: up to 2 images of at most 64 KB), on `pageId`. */
export async function createEveryQuestionForm(
  api: Api,
  pageId: string,
  more: Json = {},
): Promise<{ id: string; q: Record<QuestionKey, string> }> {
  const questions = [
    { type: 'shortText', title: 'Your name', required: true, maxLength: 80, helpText: 'As on your contract.' },
    { type: 'longText', title: 'What should we achieve together?', maxLength: 2000 },
    { type: 'number', title: 'How many seats?', required: true, minValue: 1, maxValue: 500 },
    { type: 'date', title: 'Preferred start date' },
    { type: 'email', title: 'Billing e-mail', required: true },
    { type: 'singleChoice', title: 'Plan', choices: ['Starter', 'Growth', 'Enterprise'], required: true },
    { type: 'multipleChoice', title: 'Tools you use', choices: ['CRM', 'Chat', 'Calendar'] },
    { type: 'yesNo', title: 'Do you need single sign-on?', required: true },
    { type: 'file', title: 'Your logo', maxFiles: 2, maxFileBytes: 64 * 1024, fileTypes: ['image/*'] },
  ];
  const section = await createSection(api, pageId, {
    kind: 'form',
    title: 'Kick-off questionnaire',
    form: { questions, ...more },
  });
  const ids = ((section.form as Json).questions as Json[]).map((question) => question.id as string);
  return {
    id: section.id,
    q: Object.fromEntries(QUESTION_KEYS.map((key, i) => [key, ids[i]])) as Record<QuestionKey, string>,
  };
}

/** The field name of a question's answer on the page. */
export const field = (questionId: string): string => `answers.${questionId}`;

/** A multipart/form-data body as a browser sends a file form: the part `file` with its bytes and file name. */
export function fileBody(bytes: Buffer, filename = 'logo.png'): { body: Buffer; type: string } {
  const boundary = '----FormFileBoundary3kq9Xz';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The smallest bytes sniffed as a PNG image. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR'),
  Buffer.alloc(64, 1),
]);
