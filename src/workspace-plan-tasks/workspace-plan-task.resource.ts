import type { PublicUrls } from '../common/http/public-urls.js';
import { ACTION_TYPE_DESCRIPTION } from '../templates/plan-task-action.js';
import { readModel } from '../common/read-model/read-model.js';
import { WITHOUT_MILLIS } from '../database/without-millis.computed.js';
import { FILE_SHAPE, FileDoc } from '../files/file.resource.js';
import { USER_SHAPE, UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import { TASK_STATUSES, WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';

const NULLABLE_TEXT = { nullable: true, type: String } as const;

/** A task of a workspace plan, with its assignees and then its files in the last places. */
export const WORKSPACE_PLAN_TASK = readModel({
  entity: WorkspacePlanTaskEntity,
  object: 'workspacePlanTask',
  collection: 'workspace-plan-tasks',
  docName: 'WorkspacePlanTaskDoc',
  fields: (f) => ({
    isInternal: f.stored('isInternal', { example: false }),
    status: f.stored('status', { enum: TASK_STATUSES, example: 'In Progress' }),
    completed: f.computed(
      {
        reads: ['status'],
        js: ({ status }) => status === 'Completed',
        sql: ({ column, w }) => w.bool(`(${column('status')} = 'Completed')`),
      },
      { example: false, description: 'True exactly when status is Completed.' },
    ),
    completedAt: f.rule(
      WITHOUT_MILLIS,
      { value: 'completedAt' },
      { example: '2026-01-02T03:04:05Z', ...NULLABLE_TEXT, description: 'Without milliseconds.' },
    ),
    actionLinkUrl: f.stored('actionLinkUrl', { example: 'https://example.com/kickoff', ...NULLABLE_TEXT }),
    actionLinkName: f.stored('actionLinkName', { example: 'Agenda', ...NULLABLE_TEXT }),
    actionText: f.stored('actionText', { example: 'Open the agenda', ...NULLABLE_TEXT }),
    actionType: f.stored('actionType', { example: 'link', ...NULLABLE_TEXT, description: ACTION_TYPE_DESCRIPTION }),
    showActionText: f.stored('showActionText', { example: true }),
    startDate: f.stored('startDate', { example: '2026-03-01', ...NULLABLE_TEXT, format: 'date' }),
    dueDate: f.stored('dueDate', { example: '2026-03-08', ...NULLABLE_TEXT, format: 'date' }),
    title: f.stored('title', { example: 'Kick-off call' }),
    description: f.stored('description', { example: 'Agree on goals and owners', ...NULLABLE_TEXT }),
    index: f.stored('index', { example: 0, description: '0-based position in its plan.' }),
    templatePlanTaskId: f.stored('templatePlanTaskId', { example: 'p1Q2r3S4t5U6', ...NULLABLE_TEXT }),
    workspacePlanId: f.stored('workspacePlanId', {
      example: 'q7R8s9T0u1V2',
      description: 'The plan holding the task.',
    }),
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
    assignees: f.embed<UserDoc[]>(USER_SHAPE, {
      type: [UserDoc],
      description: 'Who owns the task: users of your organization, in the order assigneeIds gave them.',
    }),
    files: f.embed<Partial<FileDoc>[]>(FILE_SHAPE, {
      type: [FileDoc],
      description:
        'The files attached to the task, in the order they came: what contacts uploaded on the published workspace ' +
        'when the task asks for a file (`actionType` `upload`). Each as `GET /v1/files/{id}` answers it, with a ' +
        'signed download link (`url`) valid until `expiresAt`; every answer carries fresh ones. Deleting a file ' +
        '(`DELETE /v1/files/{id}`) removes it from the task.',
    }),
  }),
});

export const WORKSPACE_PLAN_TASK_SHAPE = WORKSPACE_PLAN_TASK.shape;
export const WorkspacePlanTaskDoc = WORKSPACE_PLAN_TASK.Doc;
export type WorkspacePlanTaskDoc = InstanceType<typeof WorkspacePlanTaskDoc>;

/** A task as rendered: `assignees` and `files` are absent when they were not loaded (not selected). */
export type TaskResource = Omit<WorkspacePlanTaskDoc, 'assignees' | 'files'> & {
  assignees?: UserDoc[];
  files?: Partial<FileDoc>[];
};

/** A task's embeds as loaded: its owners, and its files already rendered (each with a link issued for the answer). */
export interface TaskEmbeds {
  readonly assignees?: readonly UserFields[];
  readonly files?: Partial<FileDoc>[];
}

export const toWorkspacePlanTaskResource = (
  task: WorkspacePlanTaskEntity,
  urls: PublicUrls,
  { assignees, files }: TaskEmbeds = {},
): TaskResource =>
  WORKSPACE_PLAN_TASK.toWire(task, urls, undefined, {
    assignees: assignees?.map((user) => toUserResource(user, urls)),
    files,
  });
