import type { FormDefinition, FormQuestion } from '../form-definitions/form-definition.js';
import type { Form } from './form-body.js';

/** Every answer field of a form on the page is named `answers.<questionId>`, as the API's error details name it. */
export const ANSWER_FIELD = 'answers.';

/** How many unknown answer fields are passed on to be named in the 400 (the rest are dropped unread). */
const UNKNOWN_KEPT = 5;

/**
 * A posted form's answers as FormResponses takes them: one string per text, e-mail, date, number and single choice
 * field (the first, when repeated), every ticked value of a multiple choice or file question, `yes`/`no` radios as
 * true/false. A value that is none of these is passed on as sent, so that the rules name it; so is an answer field
 * for a question the form does not ask. An empty field is no answer; a long text's CRLF line breaks are LF.
 */
export function typedAnswers(definition: FormDefinition, fields: Form): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const question of definition.questions) {
    const value = typedValue(question, fields, `${ANSWER_FIELD}${question.id}`);
    if (value !== undefined) input[question.id] = value;
  }
  const asked = new Set(definition.questions.map((question) => question.id));
  fields
    .names()
    .filter((name) => name.startsWith(ANSWER_FIELD) && !asked.has(name.slice(ANSWER_FIELD.length)))
    .slice(0, UNKNOWN_KEPT)
    .forEach((name) => (input[name.slice(ANSWER_FIELD.length)] = fields.one(name)));
  return input;
}

function typedValue(question: FormQuestion, fields: Form, name: string): unknown {
  switch (question.type) {
    case 'multipleChoice':
    case 'file': {
      // One more than the most allowed: the rules say "too many" rather than this cutting it silently.
      const most = (question.type === 'file' ? (question.maxFiles ?? 1) : (question.choices?.length ?? 0)) + 1;
      const values = fields.all(name, most).filter((value) => value !== '');
      return values.length === 0 ? undefined : values;
    }
    case 'yesNo': {
      const value = fields.one(name);
      if (value === 'yes') return true;
      if (value === 'no') return false;
      return value === '' ? undefined : value;
    }
    default: {
      // Browsers send a text area's line breaks as CRLF; the answer keeps them as the API's clients write them.
      const value = question.type === 'longText' ? fields.one(name)?.replace(/\r\n?/g, '\n') : fields.one(name);
      return value === '' ? undefined : value;
    }
  }
}
