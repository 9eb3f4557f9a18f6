import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { EnumField, IdField } from '../common/validation/fields.js';
import { subjectFile, subjectSection, subjectTask } from './workspace-comment.repository.js';

/** What a comment may be on. */
export const SUBJECT_TYPES = ['workspacePlanTask', 'workspaceSection', 'file'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** A comment's subject, in a body and on the wire. */
export class CommentSubjectDoc {
  @EnumField(SUBJECT_TYPES, {
    description: 'workspacePlanTask, workspaceSection, or file (a file a file section of the workspace shows).',
  })
  type: SubjectType;

  @IdField({ description: 'The task, section or file, of the same workspace.' })
  id: string;
}

/** The subject's columns: its id in the one of its type, the others null. */
export interface SubjectColumns {
  subjectType: SubjectType;
  workspacePlanTaskId: string | null;
  workspaceSectionId: string | null;
  fileId: string | null;
}

export function subjectColumns(subject: CommentSubjectDoc): SubjectColumns {
  return {
    subjectType: subject.type,
    workspacePlanTaskId: subject.type === 'workspacePlanTask' ? subject.id : null,
    workspaceSectionId: subject.type === 'workspaceSection' ? subject.id : null,
    fileId: subject.type === 'file' ? subject.id : null,
  };
}

export function subjectOf(row: SubjectColumns): CommentSubjectDoc {
  return { type: row.subjectType, id: (row.workspacePlanTaskId ?? row.workspaceSectionId ?? row.fileId)! };
}

/** The subject as events carry it among their associatedObjects (Dock's names), drawn when the event happens. */
export type SubjectObject =
  | { workspacePlanTask: { id: string; title: string; status: string } }
  | { workspaceSection: { id: string; title: string } }
  | { file: { id: string; name: string } };

/**
 * The subject of a comment written in workspace `workspaceId` through the API, as its events carry it: a task or a
 * section of the workspace (internal and hidden ones too: the team sees them), or a file one of its file sections
 * shows. Anything else is a 400 naming `subject.id`.
 */
export async function requireSubject(
  m: EntityManager,
  { workspaceId, subject }: { workspaceId: string; subject: CommentSubjectDoc },
): Promise<SubjectObject> {
  const found = await findSubject(m, { workspaceId, subject });
  if (!found) throw invalidField('subject.id', `${subject.type} ${subject.id} is not in workspace ${workspaceId}`);
  return found;
}

/** The subject of an existing comment (its foreign key keeps it there), as events carry it. */
export async function subjectObject(m: EntityManager, row: SubjectColumns & { workspaceId: string }) {
  return (await findSubject(m, { workspaceId: row.workspaceId, subject: subjectOf(row) }))!;
}

async function findSubject(
  m: EntityManager,
  { workspaceId, subject: { type, id } }: { workspaceId: string; subject: CommentSubjectDoc },
): Promise<SubjectObject | null> {
  if (type === 'workspacePlanTask') {
    const task = await subjectTask(m, { id, workspaceId });
    return task && { workspacePlanTask: { id: task.id, title: task.title, status: task.status } };
  }
  if (type === 'workspaceSection') {
    const section = await subjectSection(m, { id, workspaceId });
    return section && { workspaceSection: { id: section.id, title: section.title } };
  }
  const file = await subjectFile(m, { id, workspaceId });
  return file && { file: { id: file.id, name: file.name } };
}
