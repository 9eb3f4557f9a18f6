import { randomBytes } from 'node:crypto';
import type { ErrorDetail } from '../common/http/app-error.js';
import { textProblem } from '../common/validation/text-policy.js';
import type { FormDefinition, FormQuestion } from '../form-definitions/form-definition.js';
import { ANSWER_FIELD } from './form-fields.js';
import { fullTime } from './relative-time.js';
import type { FormStates } from './visible-form.repository.js';
import { limitText } from './visitor-upload-words.js';
import type { Visit } from './visitor-access.js';

/** A form sent back with what to correct: the answers as typed (see typedAnswers) and the rules' details. */
export interface FormRetry {
  formId: string;
  typed: Readonly<Record<string, unknown>>;
  errors: readonly ErrorDetail[];
}

/** What the page's address says just happened to a form (`?received=<id>`, `?saved=<id>`). */
export interface FormNotice {
  received?: string;
  saved?: string;
}

/** Who looks at the form, and what they may do with it. */
export interface FormReader {
  base: string;
  csrf: string;
  pageId: string;
  /** A signed-in contact whose role may act (collaborator, editor, owner). */
  mayAnswer: boolean;
  /** Why not, when they may not: shown beside the questions. */
  readOnlyNote: string;
}

/** Why a visitor sees a form's questions without answering them. */
export function readOnlyNote(visit: Pick<Visit, 'preview' | 'contact'>): string {
  if (visit.preview) return 'Team preview: contacts who are collaborators, editors or owners answer this form here.';
  if (!visit.contact) return 'Sign in to answer this form.';
  return 'Your role in this workspace lets you read this form; collaborators, editors and owners answer it.';
}

/** A size as people read it, in the units a question's limit is likely written in. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const INPUT_TYPES: Partial<Record<FormQuestion['type'], string>> = {
  shortText: 'text',
  number: 'number',
  date: 'date',
  email: 'email',
};

/** Bidirectional overrides and isolates: text that holds them may read otherwise than it is (see the thread's). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A typed value shown back in a field: text as typed, unless it holds what no text may or what could make it read
 * otherwise (then empty, to retype).
 */
function shownText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || textProblem(value) !== null || BIDI_CONTROLS.test(value)) return '';
  return [...value].slice(0, 10_000).join('');
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * One form section as page.eta draws it (views/form.eta): each question with its control's type, limits as HTML
 * attributes, its value (typed and sent back, else the draft, else the contact's own response), its error; the
 * notices, the mode (answer, read-only, locked) and a fresh submission key, so that a double click is one response.
 */
export function drawnForm(
  section: { id: string; title: string; form: FormDefinition },
  {
    reader,
    states,
    retry,
    notice,
  }: { reader: FormReader; states: FormStates | null; retry?: FormRetry; notice: FormNotice },
) {
  const { form } = section;
  const own = form.allowsMultipleResponses ? undefined : states?.responses.get(section.id);
  const mine = retry?.formId === section.id ? retry : undefined;
  const answers: Readonly<Record<string, unknown>> =
    mine?.typed ?? states?.drafts.get(section.id) ?? own?.answers ?? {};
  const errorOf = (id: string) => {
    const detail = mine?.errors.find((d) => d.field === `${ANSWER_FIELD}${id}`);
    return detail && sentence(detail.message);
  };
  const prefix = `f-${section.id}`;
  const questions = form.questions.map((question) => {
    const inputId = `${prefix}-${question.id}`;
    const value = answers[question.id];
    const error = errorOf(question.id) ?? null;
    const helpId = question.helpText ? `${inputId}-help` : null;
    const errorId = error ? `${inputId}-error` : null;
    return {
      ...question,
      name: `${ANSWER_FIELD}${question.id}`,
      inputId,
      inputType: INPUT_TYPES[question.type] ?? null,
      value: shownText(value),
      checked: strings(value),
      yesNo: value === true || value === 'yes' ? 'yes' : value === false || value === 'no' ? 'no' : null,
      files: strings(value).flatMap((id) => {
        const file = states?.files.get(id);
        return file ? [{ id, name: file.name, sizeText: sizeText(file.size) }] : [];
      }),
      accept: question.fileTypes?.join(',') ?? null,
      fileHint: question.type === 'file' ? fileHint(question) : null,
      error,
      errorId,
      helpId,
      describedBy: [helpId, errorId].filter(Boolean).join(' ') || null,
      uploadFormId: `${inputId}-upload`,
      uploadAction: `${reader.base}/forms/${section.id}/questions/${question.id}/files?t=${encodeURIComponent(reader.csrf)}&page=${reader.pageId}`,
    };
  });
  const titled = new Map(questions.map((question) => [`${ANSWER_FIELD}${question.id}`, question]));
  const locked = form.isLocked;
  return {
    id: section.id,
    domId: `form-${section.id}`,
    questions,
    multiple: form.allowsMultipleResponses,
    mode: locked ? 'locked' : reader.mayAnswer ? 'answer' : 'readOnly',
    readOnlyNote: reader.readOnlyNote,
    received: notice.received === section.id,
    saved: notice.saved === section.id && !mine,
    hasDraft: states?.drafts.has(section.id) ?? false,
    own: own ? { submitted: fullTime(own.submittedAt), edited: own.updatedAt !== own.submittedAt } : null,
    errors: (mine?.errors ?? []).map((detail) => {
      const question = titled.get(detail.field);
      return question
        ? { href: `#${question.inputId}`, text: `${question.title} ${sentence(detail.message)}` }
        : { href: `#${prefix}`, text: `An answer was sent for a question this form does not ask (${detail.message}).` };
    }),
    submissionKey: randomBytes(16).toString('base64url'),
    action: `${reader.base}/forms/${section.id}`,
    draftAction: `${reader.base}/forms/${section.id}/draft`,
  };
}

/** A rule's detail (`is required`, `must be a number`) as the sentence shown beside the answer. */
function sentence(message: string): string {
  return /^(?:is|must|names)\b/.test(message)
    ? `Your answer ${message}.`
    : `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

function fileHint(question: FormQuestion): string {
  const most = question.maxFiles ?? 1;
  const parts = [most === 1 ? 'One file' : `Up to ${most} files`];
  if (question.maxFileBytes !== null)
    parts.push(`of at most ${limitText(question.maxFileBytes)}${most === 1 ? '' : ' each'}`);
  if (question.fileTypes) parts.push(`(${question.fileTypes.map(typeName).join(', ')})`);
  return `${parts.join(' ')}.`;
}

/** `application/pdf` as PDF, `image/*` as images: the words a customer knows. */
function typeName(type: string): string {
  if (type.endsWith('/*')) return `${type.slice(0, -2)}s`;
  const sub = type.split('/')[1] ?? type;
  return sub.replace(/^vnd\.|^x-/, '').toUpperCase();
}
