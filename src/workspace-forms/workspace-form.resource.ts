import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { SqlDialect } from '../database/computed-field.js';
import { readModel } from '../common/read-model/read-model.js';
import { FormQuestionDoc } from '../form-definitions/form-definition.doc.js';
import type { FormQuestion } from '../form-definitions/form-definition.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';

const TIMESTAMP = '2026-01-02T03:04:05.678Z';

/** A member of the stored form's JSON text (written by JSON.stringify, so compact), as JSON text. */
const formMember = (dialect: SqlDialect, form: string, name: 'questions'): string =>
  dialect === 'postgres'
    ? `COALESCE(((${form})::json -> '${name}')::text, '[]')`
    : `COALESCE(json_extract(${form}, '$.${name}'), '[]')`;

/** A boolean member of the stored form, as `true`/`false` (SQLite's json_extract would answer 1/0). */
const formFlag = (dialect: SqlDialect, form: string, name: 'isLocked' | 'allowsMultipleResponses'): string =>
  dialect === 'postgres'
    ? `COALESCE(((${form})::json -> '${name}')::text, 'false')`
    : `(CASE json_type(${form}, '$.${name}') WHEN 'true' THEN 'true' ELSE 'false' END)`;

/**
 * A form as the team reads it: a `form` section of a workspace page seen as the form it holds (its id is the
 * section's). Its questions are the section's; `responseCount` is given by the service, which counts a page's at once.
 */
export const WORKSPACE_FORM = readModel({
  entity: WorkspaceSectionEntity,
  object: 'workspaceForm',
  collection: 'workspace-forms',
  docName: 'WorkspaceFormDoc',
  idExample: 's5T6u7V8w9X0',
  fields: (f) => ({
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    workspacePageId: f.stored('workspacePageId', { example: 'g7H8i9J0k1L2' }),
    title: f.stored('title', { example: 'Security review', description: "The form's section title." }),
    isHidden: f.stored('isHidden', { example: false, description: 'Hidden from visitors (no responses taken).' }),
    questions: f.computed(
      {
        reads: ['form'],
        js: ({ form }): FormQuestion[] => form?.questions ?? [],
        sql: ({ column, dialect }) => formMember(dialect, column('form'), 'questions'),
      },
      { type: [FormQuestionDoc], description: 'In the order they are asked.' },
    ),
    allowsMultipleResponses: f.computed(
      {
        reads: ['form'],
        js: ({ form }) => form?.allowsMultipleResponses ?? false,
        sql: ({ column, dialect }) => formFlag(dialect, column('form'), 'allowsMultipleResponses'),
      },
      {
        example: false,
        description: 'false: one response per contact, editable until the form is locked; true: any number.',
      },
    ),
    isLocked: f.computed(
      {
        reads: ['form'],
        js: ({ form }) => form?.isLocked ?? false,
        sql: ({ column, dialect }) => formFlag(dialect, column('form'), 'isLocked'),
      },
      { example: false, description: 'No responses or edits are taken while locked.' },
    ),
    responseCount: f.given<number>({ example: 3, description: 'Responses submitted (drafts are not counted).' }),
    createdAt: f.stored('createdAt', { example: TIMESTAMP }),
    updatedAt: f.stored('updatedAt', { example: TIMESTAMP }),
  }),
});

export const WORKSPACE_FORM_SHAPE = WORKSPACE_FORM.shape;
export const WorkspaceFormDoc = WORKSPACE_FORM.Doc;
export type WorkspaceFormDoc = InstanceType<typeof WorkspaceFormDoc>;

export const toWorkspaceFormResource = (
  section: WorkspaceSectionEntity,
  { urls, responseCount }: { urls: PublicUrls; responseCount: number },
): WorkspaceFormDoc => WORKSPACE_FORM.toWire(section, urls, undefined, { responseCount });

/** A file an answer holds, with a signed download link as GET /v1/files/{id} gives. */
export class AnswerFileDoc {
  @ApiProperty({ example: 'f1G2h3I4j5K6' })
  id: string;
  @ApiProperty({ example: 'security-review.pdf' })
  name: string;
  @ApiProperty({ example: 48213 })
  size: number;
  @ApiProperty({ example: 'application/pdf', description: 'As judged from the bytes.' })
  contentType: string;
  @ApiProperty({ example: 'https://api.example.com/v1/files/f1G2h3I4j5K6/content?expires=1767323045&signature=…' })
  url: string;
  @ApiProperty({ example: '2026-01-02T04:04:05.000Z' })
  expiresAt: string;
}
