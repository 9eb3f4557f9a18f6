import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import { foldedKey } from '../common/validation/text-key.js';
import type { FormDefinitionInput, FormQuestionInput } from './dto/form-definition.dto.js';
import {
  type FormDefinition,
  FORM_JSON_MAX,
  type FormQuestion,
  LIMIT_FIELDS,
  type LimitField,
  TEXT_ANSWER_MAX,
  TYPE_LIMITS,
} from './form-definition.js';

export interface DefinitionContext {
  /** The form as stored, when the section already is a form: its questions' ids may be sent back to keep them. */
  stored: FormDefinition | null;
  /** The largest file the service takes (FILES_MAX_BYTES): no question may ask for more. */
  maxFileBytes: number;
  /** Where the form sits in the body, for error details (`form`, `pages[0].sections[2].form`). */
  path: string;
}

/**
 * The form a body's `form` makes, its defaults filled in and every question with an id (kept where it was sent
 * back, new otherwise), or a 400 with one detail per problem: a limit of another type, choices missing or repeated,
 * minValue above maxValue, an id that is not one of the form's questions or is sent twice, a type changed.
 */
export function formDefinition(input: FormDefinitionInput, ctx: DefinitionContext): FormDefinition {
  const known = new Map((ctx.stored?.questions ?? []).map((question) => [question.id, question]));
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  const questions = input.questions.map((question, i) => {
    const path = `${ctx.path}.questions[${i}]`;
    details.push(...questionProblems(question, { path, maxFileBytes: ctx.maxFileBytes }));
    if (question.id === undefined) return normalized(question, newId());
    const before = known.get(question.id);
    if (!before) {
      details.push({
        field: `${path}.id`,
        message: 'is not a question of this form (leave id out for a new question)',
      });
    } else if (seen.has(question.id)) {
      details.push({ field: `${path}.id`, message: 'names a question already sent' });
    } else if (before.type !== question.type) {
      details.push({
        field: `${path}.type`,
        message: `cannot change (${before.type}): leave id out to add a new question instead`,
      });
    }
    seen.add(question.id);
    return normalized(question, question.id);
  });
  if (details.length > 0) throw invalidFields(details);
  const form: FormDefinition = {
    questions,
    allowsMultipleResponses: input.allowsMultipleResponses ?? ctx.stored?.allowsMultipleResponses ?? false,
    isLocked: input.isLocked ?? ctx.stored?.isLocked ?? false,
  };
  // Each field is bounded; the whole is bounded too, as a text section is, so pages of forms stay a bounded size.
  const size = JSON.stringify(form).length;
  if (size > FORM_JSON_MAX) {
    throw invalidFields([
      {
        field: ctx.path,
        message: `is too large (${size} characters of questions and choices; at most ${FORM_JSON_MAX})`,
      },
    ]);
  }
  return form;
}

function questionProblems(
  question: FormQuestionInput,
  { path, maxFileBytes }: { path: string; maxFileBytes: number },
): ErrorDetail[] {
  const own = TYPE_LIMITS[question.type];
  const details: ErrorDetail[] = LIMIT_FIELDS.filter(
    (field) => !own.includes(field) && question[field] !== undefined && question[field] !== null,
  ).map((field) => ({ field: `${path}.${field}`, message: `is not for ${question.type} questions` }));
  if (question.type === 'shortText' && (question.maxLength ?? 0) > TEXT_ANSWER_MAX.shortText) {
    details.push({ field: `${path}.maxLength`, message: `must be at most ${TEXT_ANSWER_MAX.shortText} for shortText` });
  }
  const { minValue, maxValue } = question;
  if (typeof minValue === 'number' && typeof maxValue === 'number' && minValue > maxValue) {
    details.push({ field: `${path}.maxValue`, message: `must not be below minValue (${minValue})` });
  }
  if (question.type === 'singleChoice' || question.type === 'multipleChoice') {
    if (!question.choices) details.push({ field: `${path}.choices`, message: `is required for ${question.type}` });
    details.push(...repeatedChoices(question.choices ?? [], path));
  }
  if ((question.maxFileBytes ?? 0) > maxFileBytes) {
    details.push({ field: `${path}.maxFileBytes`, message: `must be at most ${maxFileBytes} (FILES_MAX_BYTES)` });
  }
  return details;
}

/** Choices that differ only in case or Unicode form read as one to the contact choosing: one detail per repeat. */
function repeatedChoices(choices: readonly string[], path: string): ErrorDetail[] {
  const first = new Map<string, number>();
  return choices.flatMap((choice, i) => {
    const key = foldedKey(choice.trim());
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    return earlier === undefined ? [] : [{ field: `${path}.choices[${i}]`, message: `repeats choices[${earlier}]` }];
  });
}

const DEFAULT_LIMITS: Readonly<Partial<Record<LimitField, (q: FormQuestionInput) => number | null>>> = {
  maxLength: (q) => (q.type === 'shortText' || q.type === 'longText' ? TEXT_ANSWER_MAX[q.type] : null),
  maxFiles: (q) => (q.type === 'file' ? 1 : null),
};

/** The stored question: every field present, limits of other types null, defaults filled in. */
function normalized(question: FormQuestionInput, id: string): FormQuestion {
  const own = TYPE_LIMITS[question.type];
  const limit = <F extends LimitField>(field: F): FormQuestion[F] | null =>
    own.includes(field) ? ((question[field] ?? DEFAULT_LIMITS[field]?.(question) ?? null) as FormQuestion[F]) : null;
  return {
    id,
    type: question.type,
    title: question.title,
    helpText: question.helpText ?? null,
    required: question.required ?? false,
    maxLength: limit('maxLength'),
    minValue: limit('minValue'),
    maxValue: limit('maxValue'),
    choices: limit('choices'),
    maxFiles: limit('maxFiles'),
    maxFileBytes: limit('maxFileBytes'),
    fileTypes: limit('fileTypes'),
  };
}

/** A copy of a form for a new section (a workspace made from a template): the same questions under new ids. */
export function copiedForm(form: FormDefinition): FormDefinition {
  return { ...form, questions: form.questions.map((question) => ({ ...question, id: newId() })) };
}
