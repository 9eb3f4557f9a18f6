import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { type CommentSubjectDoc, SUBJECT_TYPES, type SubjectType } from '../workspace-comments/comment-subject.js';
import { editComment, tombstoneComment, writeComment } from '../workspace-comments/comment-writes.js';
import type { WorkspaceCommentEntity } from '../workspace-comments/workspace-comment.entity.js';
import { WORKSPACE_COMMENT_SHAPE } from '../workspace-comments/workspace-comment.resource.js';
import { WorkspaceCommentsService } from '../workspace-comments/workspace-comments.service.js';
import { messageBodyProblem } from '../workspace-messages/message-body.js';
import { type PageSubjects, type Threads, commentThreads } from './comment-threads.js';
import { type Visit, canConverse, canSeeContent, pageNotFound } from './visitor-access.js';
import { type Act, VisitorEngagement } from './visitor-engagement.service.js';
import { findContactComment } from './visitor-comment.repository.js';
import { VisitorLimits } from './visitor-limits.js';
import { findReadyFile, shownSubjectSection } from './visitor-target.repository.js';
import { shownTasks } from './workspace-content.repository.js';

/** What a page needs to show its subjects' comments: the threads, and whether this visitor may write. */
export interface PageComments {
  threads: Threads;
  canWrite: boolean;
}

/** The comment a contact posts from a page's form. */
export interface PostedComment {
  subjectType: string | undefined;
  subjectId: string | undefined;
  body: string | undefined;
}

/**
 * Comments on the published workspace: shown under each task, section and file the page shows, to whoever may see
 * the page; written by contacts who may converse (canConverse), only on what they are shown, within their write rates,
 * as activities of theirs; deleted by their authors.
 */
@Injectable()
export class VisitorComments {
  constructor(
    private readonly db: Db,
    private readonly limits: VisitorLimits,
    private readonly comments: WorkspaceCommentsService,
    private readonly engagement: VisitorEngagement,
  ) {}

  /** The page's comments in one statement, or null when the workspace has conversations off (nothing is shown). */
  async forPage(visit: Visit, subjects: PageSubjects): Promise<PageComments | null> {
    if (!visit.workspace.messagesEnabled || !canSeeContent(visit)) return null;
    const threads = await this.db.read((m) =>
      commentThreads(m, {
        workspaceId: visit.workspace.id,
        subjects,
        viewerId: visit.contact?.userId ?? null,
        now: nowIso(),
      }),
    );
    return { threads, canWrite: canConverse(visit) };
  }

  /**
   * Whether this visitor may write comments now, checked before their form is read (as the thread's forms are):
   * conversations are on and they may see the page (else 404), their role may converse (403), and they are within their
   * write rates (429).
   */
  async admit(visit: Visit): Promise<void> {
    if (!visit.workspace.messagesEnabled || !canSeeContent(visit)) throw pageNotFound();
    if (!canConverse(visit)) {
      throw new AppError(403, 'Your role in this workspace lets you read the comments, not write them.');
    }
    await this.limits.write({ userId: visit.contact!.userId, organizationId: visit.workspace.organizationId });
  }

  /**
   * Posts the contact's comment (admitted) with its event and activity, in one transaction; answers its id. A subject
   * this page does not show them (internal task, hidden section, another workspace's) is a 404.
   */
  async post(visit: Visit, posted: PostedComment): Promise<string> {
    if (!canConverse(visit)) throw pageNotFound();
    const subject = subjectOf(posted);
    const problem = messageBodyProblem(posted.body ?? '');
    if (problem) throw new AppError(400, `Your comment ${problem}.`, [{ field: 'body', message: problem }]);
    const { workspace } = visit;
    const contact = visit.contact!;
    const ctx = this.context(visit);
    return this.db.write(async (m) => {
      const act = await actOn(m, workspace.id, subject);
      if (!act) throw pageNotFound();
      const input = {
        workspaceId: workspace.id,
        subject,
        body: posted.body!,
        author: { kind: 'contact' as const, userId: contact.userId },
      };
      const { row } = await writeComment(m, ctx, { input, sel: Selection.parse(WORKSPACE_COMMENT_SHAPE, undefined) });
      await this.engagement.record(m, visit, act, row.createdAt);
      return row.id;
    });
  }

  /** The contact (admitted) changes the body of a comment of theirs; a deleted one, or anyone else's, is not found. */
  async edit(visit: Visit, commentId: string, body: string | undefined): Promise<void> {
    const problem = messageBodyProblem(body ?? '');
    if (problem) throw new AppError(400, `Your comment ${problem}.`, [{ field: 'body', message: problem }]);
    await this.db.write(async (m) => {
      const row = await this.own(m, visit, commentId);
      if (row.deletedAt) throw pageNotFound();
      await editComment(m, this.context(visit), {
        row,
        body: body!,
        sel: Selection.parse(WORKSPACE_COMMENT_SHAPE, undefined),
      });
    });
  }

  /** The contact (admitted) deletes a comment of theirs (a tombstone, as the API leaves); anyone else's is not found. */
  async remove(visit: Visit, commentId: string): Promise<void> {
    await this.db.write(async (m) => tombstoneComment(m, this.context(visit), await this.own(m, visit, commentId)));
  }

  /** A comment this contact wrote in this workspace, else 404. */
  private async own(m: EntityManager, visit: Visit, commentId: string): Promise<WorkspaceCommentEntity> {
    const row = ID_PATTERN.test(commentId)
      ? await findContactComment(m, { id: commentId, workspaceId: visit.workspace.id, userId: visit.contact!.userId })
      : null;
    if (!row) throw pageNotFound();
    return row;
  }

  private context(visit: Visit) {
    return this.comments.context({ id: visit.workspace.organizationId, slug: visit.workspace.orgSlug });
  }
}

function subjectOf({ subjectType, subjectId }: PostedComment): CommentSubjectDoc {
  if (!(SUBJECT_TYPES as readonly string[]).includes(subjectType ?? '') || !ID_PATTERN.test(subjectId ?? '')) {
    throw pageNotFound();
  }
  return { type: subjectType as SubjectType, id: subjectId! };
}

/**
 * The act of commenting on `subject` when the page shows it to a contact (a task of a shown plan, not internal; a
 * visible section of a visible page; a file such a section shows), else null.
 */
async function actOn(m: EntityManager, workspaceId: string, { type, id }: CommentSubjectDoc): Promise<Act | null> {
  if (type === 'workspacePlanTask') {
    const [task] = await shownTasks(m, { workspaceId, taskIds: [id] });
    return task
      ? {
          type: 'workspace.plan.task.comment.created',
          subject: { workspacePlanTaskId: task.id },
          associated: { workspacePlanTask: { id: task.id, title: task.title, status: task.status } },
        }
      : null;
  }
  const section = await shownSubjectSection(m, { workspaceId, subject: { type, id } });
  if (!section) return null;
  if (type === 'workspaceSection') {
    return { type: 'workspace.comment.created', subject: { workspacePageId: section.workspacePageId } };
  }
  const file = await findReadyFile(m, id);
  return file
    ? {
        type: 'workspace.comment.created',
        subject: { fileId: file.id },
        associated: { file: { id: file.id, name: file.name } },
      }
    : null;
}
