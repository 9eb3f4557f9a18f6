import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import { QUESTION_TYPES, type QuestionType } from '../form-definitions/form-definition.js';
import { UserDoc } from '../users/user.resource.js';
import { AnswerFileDoc } from './workspace-form.resource.js';
import { WorkspaceFormResponseEntity } from './workspace-form-response.entity.js';

const TIMESTAMP = '2026-01-02T03:04:05.678Z';

/** One answer of a response, in the form's order: the question it answers and the value given. */
export class FormAnswerDoc {
  @ApiProperty({ example: 'q1R2s3T4u5V6' })
  formQuestionId: string;

  @ApiProperty({ enum: QUESTION_TYPES, example: 'shortText' })
  type: QuestionType;

  @ApiProperty({ example: 'Who signs the order form?', description: "The question's title now." })
  title: string;

  @ApiProperty({
    // null is allowed through the string branch: OpenAPI 3.0's `nullable` needs a `type` beside it (as deal amounts).
    oneOf: [
      { type: 'string', nullable: true },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'array', items: { type: 'string' } },
    ],
    example: 'Ana Silva, COO',
    description:
      'Text, e-mail, date (YYYY-MM-DD) and a single choice: a string; number: a number; multiple choice: the ' +
      'choices, in the form’s order; yes/no: a boolean; file: the file ids (see `files`). Null when not answered.',
  })
  value: string | number | boolean | string[] | null;

  @ApiProperty({
    type: [AnswerFileDoc],
    nullable: true,
    description: 'For a file question: the files still stored, with signed links that expire; null otherwise.',
  })
  files: AnswerFileDoc[] | null;
}

/** A contact's response to a form: who answered, when, and the answers keyed by question. */
export const WORKSPACE_FORM_RESPONSE = readModel({
  entity: WorkspaceFormResponseEntity,
  object: 'workspaceFormResponse',
  collection: 'workspace-form-responses',
  docName: 'WorkspaceFormResponseDoc',
  idExample: 'r7S8t9U0v1W2',
  fields: (f) => ({
    workspaceFormId: f.computed(
      { reads: ['formId'], js: ({ formId }) => formId, sql: ({ column, w }) => w.value(column('formId')) },
      { example: 's5T6u7V8w9X0' },
    ),
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    respondent: f.given<UserDoc | null>({
      type: UserDoc,
      nullable: true,
      description: 'The contact who answered; null once that user is deleted.',
    }),
    answers: f.given<FormAnswerDoc[]>({
      type: [FormAnswerDoc],
      description: "One per question of the form, in the form's order (a question removed since is left out).",
    }),
    submittedAt: f.stored('submittedAt', { example: TIMESTAMP, description: 'When it was first submitted.' }),
    createdAt: f.stored('createdAt', { example: TIMESTAMP }),
    updatedAt: f.stored('updatedAt', { example: TIMESTAMP, description: 'When it was last submitted (edited).' }),
  }),
});

export const WORKSPACE_FORM_RESPONSE_SHAPE = WORKSPACE_FORM_RESPONSE.shape;
export const WorkspaceFormResponseDoc = WORKSPACE_FORM_RESPONSE.Doc;
export type WorkspaceFormResponseDoc = InstanceType<typeof WorkspaceFormResponseDoc>;

export const toWorkspaceFormResponseResource = (
  response: WorkspaceFormResponseEntity,
  { urls, respondent, answers }: { urls: PublicUrls; respondent: UserDoc | null; answers: FormAnswerDoc[] },
): WorkspaceFormResponseDoc => WORKSPACE_FORM_RESPONSE.toWire(response, urls, undefined, { respondent, answers });
