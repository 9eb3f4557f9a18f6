import { type EntityManager, In } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { FileEntity } from '../files/file.entity.js';
import { USER_COLUMNS, type UserFields } from '../users/user.resource.js';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import type { FormAnswers } from './form-answers.js';
import { WorkspaceFormDraftEntity } from './workspace-form-draft.entity.js';
import { WorkspaceFormResponseEntity } from './workspace-form-response.entity.js';

/**
 * The statements of forms' responses and drafts: each is one entity call (the draft's upsert one INSERT … ON
 * CONFLICT), so there is no SQL snapshot.
 */

/** A form: a `form` section of the organization, or null. */
export function findForm(m: EntityManager, { orgId, id }: { orgId: string; id: string }) {
  return m.findOne(WorkspaceSectionEntity, { where: { id, organizationId: orgId, kind: 'form' } });
}

/** The contact's response to a form that takes one per contact, or null. */
export function findContactResponse(
  m: EntityManager,
  { formId, userId }: { formId: string; userId: string },
): Promise<WorkspaceFormResponseEntity | null> {
  return m.findOne(WorkspaceFormResponseEntity, { where: { formId, userId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

/** The response first submitted with `submissionKey`, or null: a submission sent again is answered with it. */
export function findKeyedResponse(
  m: EntityManager,
  { formId, submissionKey }: { formId: string; submissionKey: string },
): Promise<WorkspaceFormResponseEntity | null> {
  return m.findOne(WorkspaceFormResponseEntity, { where: { formId, submissionKey } });
}

export async function insertResponse(m: EntityManager, response: WorkspaceFormResponseEntity): Promise<void> {
  await m.insert(WorkspaceFormResponseEntity, response);
}

export async function updateResponseAnswers(
  m: EntityManager,
  { id, answers, updatedAt }: { id: string; answers: FormAnswers; updatedAt: string },
): Promise<void> {
  // simple-json: TypeORM serializes the object as the column's text.
  await m.update(WorkspaceFormResponseEntity, { id }, { answers: answers as never, updatedAt });
}

/** The contact's draft of a form, or null. */
export function findDraft(
  m: EntityManager,
  { formId, userId }: { formId: string; userId: string },
): Promise<WorkspaceFormDraftEntity | null> {
  return m.findOne(WorkspaceFormDraftEntity, { where: { formId, userId } });
}

/** Writes the contact's draft, replacing the one they had (one statement, whoever else writes it at once). */
export async function upsertDraft(m: EntityManager, draft: WorkspaceFormDraftEntity): Promise<void> {
  await m
    .createQueryBuilder()
    .insert()
    .into(WorkspaceFormDraftEntity)
    .values(draft)
    .orUpdate(['answers', 'updated_at'], ['form_id', 'user_id'])
    .execute();
}

export async function deleteDraft(m: EntityManager, { formId, userId }: { formId: string; userId: string }) {
  await m.delete(WorkspaceFormDraftEntity, { formId, userId });
}

/** The organization's ready files among `ids`, by id: what file answers may name. */
export async function readyFilesById(
  m: EntityManager,
  { orgId, ids }: { orgId: string; ids: readonly string[] },
): Promise<Map<string, FileEntity>> {
  if (ids.length === 0) return new Map();
  const files = await m.find(FileEntity, {
    select: { id: true, name: true, size: true, contentType: true },
    where: { organizationId: orgId, id: In([...new Set(ids)]), state: 'ready' },
  });
  return new Map(files.map((file) => [file.id, file]));
}

/** The people among `ids` (respondents), by id. */
export async function usersById(m: EntityManager, ids: readonly string[]): Promise<Map<string, UserFields>> {
  if (ids.length === 0) return new Map();
  const users = await m.find(UserEntity, {
    select: Object.fromEntries(USER_COLUMNS.map((column) => [column, true])),
    where: { id: In([...new Set(ids)]) },
  });
  return new Map(users.map((user) => [user.id, user]));
}

/** The account's id and name, or null (for the event's associatedObjects). */
export function accountNamed(m: EntityManager, id: string) {
  return m.findOne(AccountEntity, { select: { id: true, name: true }, where: { id } });
}
