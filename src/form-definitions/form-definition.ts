/**
 * A form as a `form` section holds it: its questions in order, whether a contact answers once (and may edit that one
 * response until the team locks the form) or as often as they like. Stored as JSON on the section (template and
 * workspace alike): a form is read whole, bounded (FORM_QUESTIONS_MAX), and copied with its section.
 */
export const QUESTION_TYPES = [
  'shortText',
  'longText',
  'number',
  'date',
  'email',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const FORM_QUESTIONS_MAX = 50;
/** The most a form may hold in all, as its stored JSON: as much as a text section (SECTION_TEXT_MAX). */
export const FORM_JSON_MAX = 100_000;
export const QUESTION_TITLE_MAX = 500;
export const QUESTION_HELP_MAX = 2_000;
export const CHOICES_MAX = 50;
export const CHOICE_MAX = 200;
/** The longest answer a text question may allow, and its default, per type. */
export const TEXT_ANSWER_MAX: Readonly<Record<'shortText' | 'longText', number>> = {
  shortText: 1_000,
  longText: 10_000,
};
/** Number answers and bounds stay within what every client's doubles hold exactly. */
export const NUMBER_ABS_MAX = Number.MAX_SAFE_INTEGER;
export const FILES_PER_QUESTION_MAX = 10;
export const FILE_TYPES_MAX = 20;

export interface FormQuestion {
  /** Stable across edits of the form: answers are keyed by it. */
  id: string;
  type: QuestionType;
  title: string;
  helpText: string | null;
  required: boolean;
  /** shortText, longText: the longest answer, in characters. */
  maxLength: number | null;
  /** number: the smallest and largest answer allowed (null: no bound). */
  minValue: number | null;
  maxValue: number | null;
  /** singleChoice, multipleChoice: the choices, in order. */
  choices: string[] | null;
  /** file: how many files one answer may hold, and each file's largest size in bytes. */
  maxFiles: number | null;
  maxFileBytes: number | null;
  /** file: accepted content types (`application/pdf`, `image/*`), as sniffed from the bytes; null accepts any. */
  fileTypes: string[] | null;
}

export interface FormDefinition {
  questions: FormQuestion[];
  /** false: one response per contact, editable until the form is locked; true: any number of responses. */
  allowsMultipleResponses: boolean;
  /** No new responses or edits are taken while locked. */
  isLocked: boolean;
}

/** The fields each type uses beyond id, type, title, helpText and required; every other limit is null. */
export const TYPE_LIMITS: Readonly<Record<QuestionType, readonly LimitField[]>> = {
  shortText: ['maxLength'],
  longText: ['maxLength'],
  number: ['minValue', 'maxValue'],
  date: [],
  email: [],
  singleChoice: ['choices'],
  multipleChoice: ['choices'],
  yesNo: [],
  file: ['maxFiles', 'maxFileBytes', 'fileTypes'],
};

export const LIMIT_FIELDS = [
  'maxLength',
  'minValue',
  'maxValue',
  'choices',
  'maxFiles',
  'maxFileBytes',
  'fileTypes',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** Whether a sniffed content type is one of a question's accepted types (`image/*` matches every image). */
export function acceptsType(fileTypes: readonly string[] | null, contentType: string): boolean {
  if (fileTypes === null) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return fileTypes.some((accepted) =>
    accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted,
  );
}
