import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { WorkspaceCommentEntity } from './workspace-comment.entity.js';

/**
 * The comments' own statements (those they share with messages are workspace-messages/conversation.repository.ts):
 * a comment of a workspace, and the subject it is on. Final SQL in workspace-comment.repository.sql/.
 */

/** A comment of the workspace, or null. */
export function findWorkspaceComment(
  m: EntityManager,
  { id, workspaceId }: { id: string; workspaceId: string },
): Promise<WorkspaceCommentEntity | null> {
  return m.findOne(WorkspaceCommentEntity, { where: { id, workspaceId } });
}

/** A task of the workspace (internal ones too), as a comment's events name it, or null. */
export function subjectTask(
  m: EntityManager,
  { id, workspaceId }: { id: string; workspaceId: string },
): Promise<Pick<WorkspacePlanTaskEntity, 'id' | 'title' | 'status'> | null> {
  return m.findOne(WorkspacePlanTaskEntity, {
    select: { id: true, title: true, status: true },
    where: { id, workspaceId },
  });
}

/** A section of the workspace (hidden ones too), as a comment's events name it, or null. */
export function subjectSection(
  m: EntityManager,
  { id, workspaceId }: { id: string; workspaceId: string },
): Promise<Pick<WorkspaceSectionEntity, 'id' | 'title'> | null> {
  return m.findOne(WorkspaceSectionEntity, { select: { id: true, title: true }, where: { id, workspaceId } });
}

export function subjectFileQuery(
  m: EntityManager,
  { id, workspaceId }: { id: string; workspaceId: string },
): SelectQueryBuilder<FileEntity> {
  return m
    .createQueryBuilder(FileEntity, 'f')
    .select(['f.id', 'f.name'])
    .where('f.id = :id', { id })
    .andWhere(
      "EXISTS (SELECT 1 FROM workspace_section s WHERE s.workspace_id = :workspaceId AND s.kind = 'file' AND s.file_id = f.id)",
      { workspaceId },
    );
}

/** A file one of the workspace's file sections shows, or null. */
export function subjectFile(m: EntityManager, query: { id: string; workspaceId: string }): Promise<FileEntity | null> {
  return subjectFileQuery(m, query).getOne();
}
