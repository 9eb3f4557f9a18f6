import { ApiProperty } from '@nestjs/swagger';
import { QUESTION_TYPES, type QuestionType } from './form-definition.js';

const nullFor = (types: string): string => `For ${types} questions; null for the others.`;

/** A question as every response shows it (form-definition.ts's FormQuestion). */
export class FormQuestionDoc {
  @ApiProperty({ example: 'q1R2s3T4u5V6', description: 'Stable across edits of the form: answers are keyed by it.' })
  id: string;

  @ApiProperty({ enum: QUESTION_TYPES, example: 'shortText' })
  type: QuestionType;

  @ApiProperty({ example: 'Who signs the order form?' })
  title: string;

  @ApiProperty({ nullable: true, type: String, example: 'Name and role.' })
  helpText: string | null;

  @ApiProperty({ example: true })
  required: boolean;

  @ApiProperty({ nullable: true, type: 'integer', example: 1000, description: nullFor('shortText and longText') })
  maxLength: number | null;

  @ApiProperty({ nullable: true, type: Number, example: null, description: nullFor('number') })
  minValue: number | null;

  @ApiProperty({ nullable: true, type: Number, example: null, description: nullFor('number') })
  maxValue: number | null;

  @ApiProperty({ nullable: true, type: [String], example: null, description: nullFor('choice') })
  choices: string[] | null;

  @ApiProperty({ nullable: true, type: 'integer', example: null, description: nullFor('file') })
  maxFiles: number | null;

  @ApiProperty({
    nullable: true,
    type: 'integer',
    example: null,
    description: `${nullFor('file')} Null on a file question: FILES_MAX_BYTES.`,
  })
  maxFileBytes: number | null;

  @ApiProperty({
    nullable: true,
    type: [String],
    example: null,
    description: `${nullFor('file')} Null on a file question: any type.`,
  })
  fileTypes: string[] | null;
}

export class FormDefinitionDoc {
  @ApiProperty({ type: [FormQuestionDoc], description: 'In the order they are asked.' })
  questions: FormQuestionDoc[];

  @ApiProperty({
    example: false,
    description: 'false: one response per contact, editable until the form is locked; true: any number.',
  })
  allowsMultipleResponses: boolean;

  @ApiProperty({ example: false, description: 'No responses or edits are taken while locked.' })
  isLocked: boolean;
}
