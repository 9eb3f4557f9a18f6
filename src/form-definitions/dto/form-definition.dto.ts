import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type Check, Rule } from '../../common/validation/rule.js';
import {
  BoolField,
  EnumField,
  IdField,
  IntField,
  NestedArrayField,
  TextArrayField,
  TextField,
} from '../../common/validation/fields.js';
import {
  CHOICES_MAX,
  CHOICE_MAX,
  FILES_PER_QUESTION_MAX,
  FILE_TYPES_MAX,
  FORM_QUESTIONS_MAX,
  NUMBER_ABS_MAX,
  QUESTION_HELP_MAX,
  QUESTION_TITLE_MAX,
  QUESTION_TYPES,
  type QuestionType,
  TEXT_ANSWER_MAX,
} from '../form-definition.js';

const forTypes = (types: string, more: string): string =>
  `Only for ${types} questions (null or absent otherwise). ${more}`;

const finite: Check = (v) =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= NUMBER_ABS_MAX
    ? null
    : `must be a number between -${NUMBER_ABS_MAX} and ${NUMBER_ABS_MAX}`;

/** A nullable number bound of a number question. */
function NumberBound(description: string): PropertyDecorator {
  return applyDecorators(
    Rule('number', finite, 'nullable'),
    ApiProperty({ required: false, nullable: true, type: Number, description, example: null }),
  );
}

/** `type/subtype` or `type/*`, lower-case, as sniffed content types are compared. */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,63})$/;
const fileTypesCheck: Check = (v) => {
  if (!Array.isArray(v) || v.length === 0 || v.length > FILE_TYPES_MAX) {
    return `must be an array of 1 to ${FILE_TYPES_MAX} content types`;
  }
  const bad = v.findIndex((item) => typeof item !== 'string' || !CONTENT_TYPE.test(item));
  return bad === -1 ? null : `[${bad}] must be a lower-case content type such as application/pdf or image/*`;
};

/** One question as a body sends it; which limits apply follows from `type` (form-definition.rules.ts). */
export class FormQuestionInput {
  @IdField({
    optional: true,
    description: 'Leave out for a new question; send the id a question has to keep it (and its answers).',
  })
  id?: string;

  @EnumField(QUESTION_TYPES, { example: 'shortText', description: "A question's type never changes once created." })
  type: QuestionType;

  @TextField({ min: 1, max: QUESTION_TITLE_MAX, example: 'Who signs the order form?' })
  title: string;

  @TextField({ nullable: true, multiLine: true, max: QUESTION_HELP_MAX, example: 'Name and role.' })
  helpText?: string | null;

  @BoolField({ optional: true, example: true, description: 'An answer is needed to submit. Defaults to false.' })
  required?: boolean;

  @IntField({
    nullable: true,
    min: 1,
    max: TEXT_ANSWER_MAX.longText,
    description: forTypes(
      'shortText and longText',
      `The longest answer in characters (at most ${TEXT_ANSWER_MAX.shortText} for shortText, ` +
        `${TEXT_ANSWER_MAX.longText} for longText; that is the default).`,
    ),
  })
  maxLength?: number | null;

  @NumberBound(forTypes('number', 'The smallest answer allowed.'))
  minValue?: number | null;

  @NumberBound(forTypes('number', 'The largest answer allowed; not below minValue.'))
  maxValue?: number | null;

  @TextArrayField({
    nullable: true,
    min: 1,
    maxLength: CHOICE_MAX,
    maxItems: CHOICES_MAX,
    description: forTypes('singleChoice and multipleChoice', 'Required for them: distinct choices, in order.'),
  })
  choices?: string[] | null;

  @IntField({
    nullable: true,
    min: 1,
    max: FILES_PER_QUESTION_MAX,
    description: forTypes('file', 'How many files one answer may hold. Defaults to 1.'),
  })
  maxFiles?: number | null;

  @IntField({
    nullable: true,
    min: 1,
    description: forTypes('file', "Each file's largest size in bytes; at most, and by default, FILES_MAX_BYTES."),
  })
  maxFileBytes?: number | null;

  @applyDecorators(
    Rule('fileTypes', fileTypesCheck, 'nullable'),
    ApiProperty({
      required: false,
      nullable: true,
      type: [String],
      maxItems: FILE_TYPES_MAX,
      example: ['application/pdf', 'image/*'],
      description: forTypes('file', 'Accepted content types, judged from the bytes; null accepts any.'),
    }),
  )
  fileTypes?: string[] | null;
}

/** A `form` section's content as a body sends it. */
export class FormDefinitionInput {
  @NestedArrayField(FormQuestionInput, {
    min: 1,
    max: FORM_QUESTIONS_MAX,
    description: `1 to ${FORM_QUESTIONS_MAX} questions, in the order they are asked.`,
  })
  questions: FormQuestionInput[];

  @BoolField({
    optional: true,
    example: false,
    description: 'false (default): one response per contact, editable until the form is locked; true: any number.',
  })
  allowsMultipleResponses?: boolean;

  @BoolField({ optional: true, example: false, description: 'No responses or edits are taken while locked.' })
  isLocked?: boolean;
}
