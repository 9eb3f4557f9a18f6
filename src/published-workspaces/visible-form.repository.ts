import { type EntityManager, In } from 'typeorm';
import { FileEntity } from '../files/file.entity.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import type { FormAnswers } from '../workspace-forms/form-answers.js';
import { WorkspaceFormDraftEntity } from '../workspace-forms/workspace-form-draft.entity.js';
import { WorkspaceFormResponseEntity } from '../workspace-forms/workspace-form-response.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';

/**
 * What the page needs of forms beyond their sections: the form a route names (only one the page shows), and the
 * signed-in contact's drafts and own responses with the names of the files they hold. Entity finds only, so no SQL
 * snapshot.
 */

/** A form as the page shows it: a visible `form` section on a visible page of the workspace. */
export interface ShownForm {
  id: string;
  title: string;
  pageId: string;
  definition: FormDefinition;
}

/** The workspace's form `id` when the page shows it (not hidden, nor on a hidden page), else null. */
export async function shownForm(
  m: EntityManager,
  { workspaceId, id }: { workspaceId: string; id: string },
): Promise<ShownForm | null> {
  const section = await m.findOne(WorkspaceSectionEntity, {
    where: { id, workspaceId, kind: 'form', isHidden: false },
  });
  if (!section?.form || !section.workspacePageId) return null;
  const page = await m.findOne(WorkspacePageEntity, {
    select: { id: true },
    where: { id: section.workspacePageId, workspaceId, isHidden: false },
  });
  return page ? { id: section.id, title: section.title, pageId: page.id, definition: section.form } : null;
}

/** The contact's response to a form that takes one per contact, as the page shows it. */
export interface OwnResponse {
  answers: FormAnswers;
  submittedAt: string;
  updatedAt: string;
}

/** What one contact has of some forms: drafts and (first) responses by form id, and the files they name by id. */
export interface FormStates {
  drafts: Map<string, FormAnswers>;
  responses: Map<string, OwnResponse>;
  files: Map<string, { name: string; size: number }>;
}

/**
 * The contact's drafts of `formIds`, their responses to `onceFormIds` (forms taking one per contact; another form's
 * many responses are not shown back), and the files these name: three statements at most, whatever the page.
 */
export async function formStates(
  m: EntityManager,
  {
    organizationId,
    formIds,
    onceFormIds,
    userId,
  }: { organizationId: string; formIds: readonly string[]; onceFormIds: readonly string[]; userId: string },
): Promise<FormStates> {
  if (formIds.length === 0) return { drafts: new Map(), responses: new Map(), files: new Map() };
  const [drafts, responses] = await Promise.all([
    m.find(WorkspaceFormDraftEntity, { where: { formId: In([...formIds]), userId } }),
    onceFormIds.length === 0
      ? []
      : m.find(WorkspaceFormResponseEntity, {
          where: { formId: In([...onceFormIds]), userId },
          order: { createdAt: 'ASC', id: 'ASC' },
        }),
  ]);
  const own = new Map<string, OwnResponse>();
  for (const r of responses) {
    if (!own.has(r.formId))
      own.set(r.formId, { answers: r.answers, submittedAt: r.submittedAt, updatedAt: r.updatedAt });
  }
  const ids = [...drafts.map((d) => d.answers), ...[...own.values()].map((r) => r.answers)].flatMap((answers) =>
    Object.values(answers).flatMap((value) => (Array.isArray(value) ? value : [])),
  );
  const files =
    ids.length === 0
      ? []
      : await m.find(FileEntity, {
          select: { id: true, name: true, size: true },
          where: { organizationId, id: In([...new Set(ids)].slice(0, 1000)), state: 'ready' },
        });
  return {
    drafts: new Map(drafts.map((d) => [d.formId, d.answers])),
    responses: own,
    files: new Map(files.map((f) => [f.id, { name: f.name, size: f.size }])),
  };
}

/** Whether a response to the form was submitted with this key (a submission sent twice). */
export async function keyedResponseExists(
  m: EntityManager,
  { formId, submissionKey }: { formId: string; submissionKey: string },
): Promise<boolean> {
  return (await m.count(WorkspaceFormResponseEntity, { where: { formId, submissionKey } })) > 0;
}
