import { readModel } from '../common/read-model/read-model.js';
import { ACTIVITY_TYPES, WorkspaceActivityEntity } from './workspace-activity.entity.js';

const NULLABLE_ID = { type: String, nullable: true } as const;

/** What a contact did in a workspace: its head is `id` and `object` (its `url` is the address a link click opened). */
export const WORKSPACE_ACTIVITY = readModel({
  entity: WorkspaceActivityEntity,
  object: 'workspaceActivity',
  headUrl: false,
  objectDoc: { enum: ['workspaceActivity'], example: 'workspaceActivity' },
  docName: 'WorkspaceActivityDoc',
  idExample: 'q1W2e3R4t5Y6',
  fields: (f) => ({
    type: f.stored('type', { enum: ACTIVITY_TYPES, example: 'workspace.plan.task.completed' }),
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    userId: f.stored('userId', { description: 'The contact who did it.', example: 'u1V2w3X4y5Z6' }),
    workspacePageId: f.stored('workspacePageId', { ...NULLABLE_ID, example: null }),
    workspacePlanTaskId: f.stored('workspacePlanTaskId', { ...NULLABLE_ID, example: 't1U2v3W4x5Y6' }),
    fileId: f.stored('fileId', { ...NULLABLE_ID, example: null }),
    assetId: f.stored('assetId', { ...NULLABLE_ID, example: null }),
    url: f.stored('url', { ...NULLABLE_ID, description: 'The address opened (link clicks).', example: null }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WORKSPACE_ACTIVITY_SHAPE = WORKSPACE_ACTIVITY.shape;
export const WorkspaceActivityDoc = WORKSPACE_ACTIVITY.Doc;
export type WorkspaceActivityDoc = InstanceType<typeof WorkspaceActivityDoc>;

export type WorkspaceActivityFields = Omit<WorkspaceActivityEntity, 'organizationId' | 'updatedAt' | 'version'>;

export const toWorkspaceActivityResource = (activity: WorkspaceActivityFields): WorkspaceActivityDoc =>
  WORKSPACE_ACTIVITY.toWire(activity, undefined, undefined);
