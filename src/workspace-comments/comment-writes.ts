import { existingWorkspaceRow } from '../workspace-core/workspace-row.repository.js';
import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import type { PublicUrls } from '../common/http/public-urls.js';
import { Selection } from '../common/properties/selection.js';
import type { EventType } from '../events/event-types.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import {
  type ConversationTable,
  authorsOf,
  changeBody,
  insertEntry,
  leaveTombstone,
  requireRoom,
  requireThreadOpen,
  topOf,
} from '../workspace-messages/conversation-rules.js';
import type { AuthorKind } from '../workspace-messages/message-author.js';
import { type ConversationPlace, emitConversationEvent } from '../workspace-messages/message-events.js';
import { type CommentSubjectDoc, requireSubject, subjectColumns, subjectObject, subjectOf } from './comment-subject.js';
import { WorkspaceCommentEntity } from './workspace-comment.entity.js';
import { findWorkspaceComment } from './workspace-comment.repository.js';
import {
  WORKSPACE_COMMENT_SHAPE,
  type WorkspaceCommentDoc,
  toWorkspaceCommentResource,
} from './workspace-comment.resource.js';

/** Comments a workspace may hold on all its subjects together, tombstones included (docs/configuration.md, limits). */
export const COMMENTS_PER_WORKSPACE_MAX = 5_000;

export const COMMENTS: ConversationTable<WorkspaceCommentEntity> = {
  entity: WorkspaceCommentEntity,
  noun: 'comment',
  max: COMMENTS_PER_WORKSPACE_MAX,
};

/** Who writes where, for the writes the API and the page share. */
export interface CommentContext {
  org: { id: string; slug: string };
  appBaseUrl: string;
  urls: PublicUrls;
}

export interface NewComment {
  workspaceId: string;
  subject: CommentSubjectDoc;
  parentId?: string;
  body: string;
  author: { kind: AuthorKind; userId: string };
}

/** The wire form of comments, their authors read in one query. */
export async function renderComments(
  m: EntityManager,
  { orgId, comments, urls }: { orgId: string; comments: WorkspaceCommentEntity[]; urls: PublicUrls },
): Promise<WorkspaceCommentDoc[]> {
  const authors = await authorsOf(m, { orgId, rows: comments });
  return comments.map((comment) => toWorkspaceCommentResource(comment, authors.get(comment.authorUserId), urls));
}

/**
 * Writes a comment and its event in the caller's transaction, under the workspace's row lock: the switch and the bound
 * are checked, the subject must be in the workspace (the caller checks first what its author may see), and a reply
 * goes under the top comment of the same subject.
 */
export async function writeComment(
  m: EntityManager,
  ctx: CommentContext,
  { input, sel }: { input: NewComment; sel: Selection },
): Promise<{ row: WorkspaceCommentEntity; out: Partial<WorkspaceCommentDoc> }> {
  const workspace = await requireBodyWorkspace(m, ctx.org.id, input.workspaceId);
  requireThreadOpen(workspace);
  const parent = input.parentId ? await parentOn(m, { workspaceId: workspace.id, input }) : null;
  const subjectObj = await requireSubject(m, { workspaceId: workspace.id, subject: input.subject });
  await requireRoom(m, COMMENTS, workspace.id);
  const entry = { ...input, organizationId: ctx.org.id, workspaceId: workspace.id, parent };
  const row = await insertEntry(m, COMMENTS, { entry, more: subjectColumns(input.subject) });
  const out = await emitCommentEvent(m, ctx, { row, workspace, type: 'workspaceComment.created', sel, subjectObj });
  return { row, out };
}

/** The comment a reply goes under: of the same workspace and subject, its top comment when it is a reply itself. */
async function parentOn(
  m: EntityManager,
  { workspaceId, input }: { workspaceId: string; input: NewComment },
): Promise<WorkspaceCommentEntity> {
  const named = await findWorkspaceComment(m, { id: input.parentId!, workspaceId });
  const on = named && subjectOf(named);
  if (!on || on.type !== input.subject.type || on.id !== input.subject.id) {
    throw invalidField(
      'parentId',
      `comment ${input.parentId} is not a comment on this subject of workspace ${workspaceId}`,
    );
  }
  return topOf(m, COMMENTS, named!);
}

/** A new body; `editedAt` records when. The caller checked who may. */
export async function editComment(
  m: EntityManager,
  ctx: CommentContext,
  { row, body, sel }: { row: WorkspaceCommentEntity; body: string; sel: Selection },
): Promise<Partial<WorkspaceCommentDoc>> {
  if (!(await changeBody(m, COMMENTS, { row, body }))) {
    return sel.project((await renderComments(m, { orgId: ctx.org.id, comments: [row], urls: ctx.urls }))[0]);
  }
  return emitCommentEvent(m, ctx, { row, type: 'workspaceComment.updated', sel });
}

/** Leaves a tombstone (no body, `deletedAt` set) so replies keep their place; a second delete changes nothing. */
export async function tombstoneComment(m: EntityManager, ctx: CommentContext, row: WorkspaceCommentEntity) {
  if (!(await leaveTombstone(m, COMMENTS, row))) return;
  const sel = Selection.parse(WORKSPACE_COMMENT_SHAPE, undefined);
  await emitCommentEvent(m, ctx, { row, type: 'workspaceComment.deleted', sel });
}

async function emitCommentEvent(
  m: EntityManager,
  ctx: CommentContext,
  {
    row,
    type,
    sel,
    workspace,
    subjectObj,
  }: {
    row: WorkspaceCommentEntity;
    type: EventType;
    sel: Selection;
    workspace?: WorkspaceEntity;
    subjectObj?: Record<string, unknown>;
  },
): Promise<Partial<WorkspaceCommentDoc>> {
  const [doc] = await renderComments(m, { orgId: ctx.org.id, comments: [row], urls: ctx.urls });
  const place: ConversationPlace = {
    organizationId: ctx.org.id,
    orgSlug: ctx.org.slug,
    appBaseUrl: ctx.appBaseUrl,
    workspace: workspace ?? (await existingWorkspaceRow(m, row.workspaceId)),
  };
  const more = subjectObj ?? (await subjectObject(m, row));
  return emitConversationEvent(m, { place, type, sel, doc, more });
}
