import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceCommentEntity } from '../workspace-comments/workspace-comment.entity.js';

/**
 * The comments a page shows and the ones a contact changes (comment-threads.ts draws them, visitor-comments.service.ts
 * applies the rules). Final SQL in visitor-comment.repository.sql/.
 */

/** A comment as the page reads it, with its author's name columns (null when the author is gone). */
export interface PageCommentRow {
  id: string;
  parentId: string | null;
  subjectId: string;
  body: string | null;
  authorKind: string;
  authorUserId: string;
  createdAt: string;
  editedAt: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export function pageCommentsQuery(
  m: EntityManager,
  { workspaceId, subjectIds }: { workspaceId: string; subjectIds: readonly string[] },
): SelectQueryBuilder<WorkspaceCommentEntity> {
  return (
    m
      .createQueryBuilder(WorkspaceCommentEntity, 'c')
      .leftJoin(UserEntity, 'u', 'u.id = c.author_user_id AND u.organization_id = c.organization_id')
      .select('c.id', 'id')
      .addSelect('c.parent_id', 'parentId')
      .addSelect('COALESCE(c.workspace_plan_task_id, c.workspace_section_id, c.file_id)', 'subjectId')
      .addSelect('c.body', 'body')
      .addSelect('c.author_kind', 'authorKind')
      .addSelect('c.author_user_id', 'authorUserId')
      .addSelect('c.created_at', 'createdAt')
      .addSelect('c.edited_at', 'editedAt')
      .addSelect('u.name', 'name')
      .addSelect('u.first_name', 'firstName')
      .addSelect('u.last_name', 'lastName')
      .addSelect('u.email', 'email')
      .where('c.workspace_id = :workspaceId', { workspaceId })
      // Ids are unique across tables: one list for all three columns keeps the statement the same whatever the page shows.
      .andWhere('COALESCE(c.workspace_plan_task_id, c.workspace_section_id, c.file_id) IN (:...ids)', {
        ids: subjectIds,
      })
      .orderBy('c.created_at', 'ASC')
      .addOrderBy('c.id', 'ASC')
  );
}

/**
 * The comments on the subjects (tasks, sections, files) of a workspace, oldest first, with their authors' names: one
 * statement whatever the page holds (the workspace's comments are bounded: COMMENTS_PER_WORKSPACE_MAX).
 */
export function pageComments(
  m: EntityManager,
  query: { workspaceId: string; subjectIds: readonly string[] },
): Promise<PageCommentRow[]> {
  return pageCommentsQuery(m, query).getRawMany<PageCommentRow>();
}

/** A comment the contact wrote in the workspace, or null. */
export function findContactComment(
  m: EntityManager,
  { id, workspaceId, userId }: { id: string; workspaceId: string; userId: string },
): Promise<WorkspaceCommentEntity | null> {
  return m.findOneBy(WorkspaceCommentEntity, { id, workspaceId, authorKind: 'contact', authorUserId: userId });
}
