import type { ErrorDetail } from '../common/http/app-error.js';
import { isDateOnly } from '../common/time.js';
import { parseEmail } from '../common/validation/fields.js';
import { textProblem } from '../common/validation/text-policy.js';
import { codePointLength } from '../common/validation/text-key.js';
import { type FormDefinition, type FormQuestion, acceptsType } from '../form-definitions/form-definition.js';
import type { AnswerValue, FormAnswers } from './form-answers.js';

/** What a file answer needs to know of each file it names: that it is the organization's, ready, and what it is. */
export interface AnsweredFile {
  size: number;
  contentType: string;
}

export interface CheckedAnswers {
  answers: FormAnswers;
  /** One per problem, `answers.<questionId>`: the page shows each beside its question. */
  details: ErrorDetail[];
}

const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * A submission's answers checked against the form, with the same rules the API states: each question's type, its
 * limits, `required`; an answer to a question the form does not ask is a problem too. Text is kept as written (an
 * answer of only spaces is none); a number may come as the text a page's field sends.
 */
export function checkAnswers(
  form: FormDefinition,
  input: Readonly<Record<string, unknown>>,
  files: ReadonlyMap<string, AnsweredFile>,
): CheckedAnswers {
  const asked = new Set(form.questions.map((question) => question.id));
  const details: ErrorDetail[] = Object.keys(input)
    .filter((id) => !asked.has(id))
    .slice(0, 5)
    .map((id) => ({ field: `answers.${id}`, message: 'is not a question of this form' }));
  const answers: FormAnswers = {};
  for (const question of form.questions) {
    const raw = input[question.id];
    const field = `answers.${question.id}`;
    if (isEmpty(raw)) {
      if (question.required) details.push({ field, message: 'is required' });
      continue;
    }
    const checked = checkAnswer(question, raw, files);
    if (typeof checked === 'string') details.push({ field, message: checked });
    else answers[question.id] = checked.value;
  }
  return { answers, details };
}

function isEmpty(raw: unknown): boolean {
  return (
    raw === undefined ||
    raw === null ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0)
  );
}

type Checked = { value: AnswerValue } | string;

function checkAnswer(question: FormQuestion, raw: unknown, files: ReadonlyMap<string, AnsweredFile>): Checked {
  switch (question.type) {
    case 'shortText':
    case 'longText':
      return text(raw, { max: question.maxLength ?? 0, singleLine: question.type === 'shortText' });
    case 'number':
      return numberAnswer(raw, question);
    case 'date':
      return typeof raw === 'string' && isDateOnly(raw) ? { value: raw } : 'must be a date (YYYY-MM-DD)';
    case 'email': {
      const email = typeof raw === 'string' ? parseEmail(raw.trim()) : null;
      return email === null ? 'must be a valid e-mail address' : { value: email };
    }
    case 'singleChoice':
      return typeof raw === 'string' && question.choices?.includes(raw)
        ? { value: raw }
        : `must be one of: ${(question.choices ?? []).join(', ')}`;
    case 'multipleChoice':
      return choices(raw, question.choices ?? []);
    case 'yesNo':
      return typeof raw === 'boolean' ? { value: raw } : 'must be true (yes) or false (no)';
    case 'file':
      return fileAnswer(raw, question, files);
  }
}

function text(raw: unknown, { max, singleLine }: { max: number; singleLine: boolean }): Checked {
  if (typeof raw !== 'string') return 'must be a string';
  if (codePointLength(raw) > max) return `must be at most ${max} characters`;
  return textProblem(raw, { singleLine }) ?? { value: raw };
}

function numberAnswer(raw: unknown, { minValue, maxValue }: FormQuestion): Checked {
  const value = typeof raw === 'string' && NUMBER_TEXT.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isSafeInteger(Math.trunc(value))) {
    return 'must be a number';
  }
  if (minValue !== null && value < minValue) return `must be at least ${minValue}`;
  if (maxValue !== null && value > maxValue) return `must be at most ${maxValue}`;
  return { value };
}

function choices(raw: unknown, allowed: readonly string[]): Checked {
  if (!Array.isArray(raw) || raw.length > allowed.length)
    return `must be a list of choices from: ${allowed.join(', ')}`;
  const bad = raw.find((choice) => typeof choice !== 'string' || !allowed.includes(choice));
  if (bad !== undefined) return `must be a list of choices from: ${allowed.join(', ')}`;
  if (new Set(raw).size !== raw.length) return 'must name each choice once';
  // In the form's order, whatever order they were sent in.
  return { value: allowed.filter((choice) => raw.includes(choice)) };
}

function fileAnswer(raw: unknown, question: FormQuestion, files: ReadonlyMap<string, AnsweredFile>): Checked {
  const max = question.maxFiles ?? 1;
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string')) return 'must be a list of file ids';
  if (raw.length > max) return `must hold at most ${max} file${max === 1 ? '' : 's'}`;
  const ids = raw as string[];
  if (new Set(ids).size !== ids.length) return 'must name each file once';
  for (const id of ids) {
    const file = files.get(id);
    if (!file) return `file ${id} does not exist`;
    if (question.maxFileBytes !== null && file.size > question.maxFileBytes) {
      return `must hold files of at most ${question.maxFileBytes} bytes`;
    }
    if (!acceptsType(question.fileTypes, file.contentType)) {
      return `must hold files of these types: ${(question.fileTypes ?? []).join(', ')} (this one is ${file.contentType})`;
    }
  }
  return { value: ids };
}

/** The longest text a draft keeps for one answer: anything longer is cut (a draft is not checked until submitted). */
const DRAFT_TEXT_MAX = 10_000;

/**
 * What a draft keeps of what was typed: for each question the form asks, a string, a list of strings (at most as
 * many as the form has choices or files allow) or a boolean, without NUL or unpaired surrogates, cut to a bounded
 * length. Anything else is dropped: a draft is a convenience, checked only when submitted.
 */
export function draftAnswers(form: FormDefinition, input: Readonly<Record<string, unknown>>): FormAnswers {
  const kept: FormAnswers = {};
  for (const question of form.questions) {
    const raw = input[question.id];
    const value = draftValue(raw, question);
    if (value !== undefined) kept[question.id] = value;
  }
  return kept;
}

/** Text cut to DRAFT_TEXT_MAX code points, without NUL and unpaired surrogates (which no column should hold). */
const cleanText = (value: string, max = DRAFT_TEXT_MAX): string =>
  [...value]
    .slice(0, max)
    .join('')
    .replaceAll('\u0000', '')
    .replace(/\p{Cs}/gu, '');

function draftValue(raw: unknown, question: FormQuestion): AnswerValue | undefined {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string') return cleanText(raw);
  if (!Array.isArray(raw)) return undefined;
  const most = question.type === 'file' ? (question.maxFiles ?? 1) : (question.choices?.length ?? 0);
  return raw
    .filter((item): item is string => typeof item === 'string')
    .slice(0, most)
    .map((item) => cleanText(item, 200));
}
