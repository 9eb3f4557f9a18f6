import type { EntityManager } from 'typeorm';
import { invalidField, notFound } from '../common/http/app-error.js';
import type { FileEntity } from './file.entity.js';
import { readyFileExists, readyFileInOrg } from './file.repository.js';

/**
 * Files exist for the API once their upload completed: a row still `uploading` (bytes arriving, or left by a crashed
 * upload until the sweeper removes it) is not listed, served, deleted or referenced.
 */

/** A ready file of the organization, or 404. */
export async function findReadyFile(
  m: EntityManager,
  { orgId, id }: { orgId: string; id: string },
): Promise<FileEntity> {
  const file = await readyFileInOrg(m, { orgId, id });
  if (!file) throw notFound('file', id);
  return file;
}

/** 400 naming `field` unless `id` is a ready file of the organization: what another resource may reference. */
export async function requireReadyFile(
  m: EntityManager,
  { orgId, id, field }: { orgId: string; id: string; field: string },
): Promise<void> {
  if (!(await readyFileExists(m, { orgId, id }))) throw invalidField(field, `file ${id} does not exist`);
}
