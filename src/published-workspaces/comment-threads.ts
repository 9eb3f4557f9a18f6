import type { EntityManager } from 'typeorm';
import { displayName } from '../users/display-name.computed.js';
import { markdownHtml } from './markdown.js';
import { type PageCommentRow, pageComments } from './visitor-comment.repository.js';
import type { VisibleSection } from './visible-section.repository.js';
import type { VisiblePlan } from './workspace-content.repository.js';

/** The subjects a page shows, by type: its plans' tasks, its sections, its file sections' files. */
export interface PageSubjects {
  taskIds: string[];
  sectionIds: string[];
  fileIds: string[];
}

/**
 * What a page's comments are on: each plan's tasks, each section, except that a file section's are its file's (the
 * file is what people discuss; a file shown by two sections has one conversation).
 */
export function subjectsOf({
  sections = [],
  plans = [],
}: {
  sections?: VisibleSection[];
  plans?: VisiblePlan[];
}): PageSubjects {
  const shownPlans = [...plans, ...sections.flatMap((s) => (s.plan ? [s.plan] : []))];
  return {
    taskIds: shownPlans.flatMap((plan) => plan.tasks.map((task) => task.id)),
    sectionIds: sections.filter((s) => !(s.kind === 'file' && s.file)).map((s) => s.id),
    fileIds: sections.flatMap((s) => (s.kind === 'file' && s.file ? [s.file.id] : [])),
  };
}

/** A comment as the page draws it: its Markdown already safe HTML, its author named, its time said. */
export interface ShownComment {
  id: string;
  /** Null once deleted (shown only while replies hang under it). */
  html: string | null;
  author: string;
  byTeam: boolean;
  /** Written by the signed-in contact: theirs to edit and delete. */
  mine: boolean;
  /** The Markdown as written, for the contact's own comments (their edit form), else null. */
  source: string | null;
  at: string;
  ago: string;
  edited: boolean;
  replies: ShownComment[];
}

/** Each shown subject's comments, oldest first, replies under their comment: keyed by the subject's id. */
export type Threads = Record<string, ShownComment[]>;

const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date. */
export function ago(at: string, now: string): string {
  const minutes = Math.floor((Date.parse(now) - Date.parse(at)) / 60_000);
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return say(minutes, 'minute');
  if (minutes < 24 * 60) return say(Math.floor(minutes / 60), 'hour');
  if (minutes < 7 * 24 * 60) return say(Math.floor(minutes / (24 * 60)), 'day');
  return DATE.format(new Date(at));
}

/**
 * The comments on every subject a page shows, with their authors' names, in one statement whatever the page holds
 * (the workspace's comments are bounded: COMMENTS_PER_WORKSPACE_MAX). A deleted comment is shown only while replies
 * hang under it, as "deleted".
 */
export async function commentThreads(
  m: EntityManager,
  {
    workspaceId,
    subjects,
    viewerId,
    now,
  }: { workspaceId: string; subjects: PageSubjects; viewerId: string | null; now: string },
): Promise<Threads> {
  const ids = [...subjects.taskIds, ...subjects.sectionIds, ...subjects.fileIds];
  if (ids.length === 0) return {};
  const rows = await pageComments(m, { workspaceId, subjectIds: ids });
  return threaded(rows, { viewerId, now });
}

function threaded(
  rows: readonly PageCommentRow[],
  { viewerId, now }: { viewerId: string | null; now: string },
): Threads {
  const threads: Threads = {};
  const tops = new Map<string, ShownComment>();
  for (const row of rows) {
    const mine = viewerId !== null && row.authorKind === 'contact' && row.authorUserId === viewerId;
    const shown: ShownComment = {
      id: row.id,
      html: row.body === null ? null : markdownHtml(row.body),
      author: row.email ? displayName({ ...row, email: row.email }) : 'A former member',
      byTeam: row.authorKind === 'team',
      mine,
      source: mine ? row.body : null,
      at: row.createdAt,
      ago: ago(row.createdAt, now),
      edited: row.editedAt !== null,
      replies: [],
    };
    if (row.parentId === null) {
      tops.set(row.id, shown);
      (threads[row.subjectId] ??= []).push(shown);
    } else if (shown.html !== null) {
      tops.get(row.parentId)?.replies.push(shown);
    }
  }
  for (const [subjectId, list] of Object.entries(threads)) {
    threads[subjectId] = list.filter((c) => c.html !== null || c.replies.length > 0);
  }
  return threads;
}
