import { newId } from '../../../src/common/ids.js';
import { FileEntity } from '../../../src/files/file.entity.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/** A file's row inserted directly, `ready` unless overridden (its bytes are not needed by what refers to it). */
export async function insertFile(t: TestApp, orgId: string, overrides: Partial<FileEntity> = {}): Promise<FileEntity> {
  const file = t.dataSource.manager.create(FileEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Mutual NDA.pdf',
    size: 48_213,
    contentType: 'application/pdf',
    sha256: null,
    state: 'ready',
    ...overrides,
    ...stamps(overrides),
  });
  await t.dataSource.manager.insert(FileEntity, file);
  return file;
}
