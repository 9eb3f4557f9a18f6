import { Injectable } from '@nestjs/common';
import type { Precondition } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { findPage } from '../common/repository/find-page.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned } from '../common/repository/row-version.js';
import { Db } from '../database/db.service.js';
import { emitDeleted } from '../events/emit-event.js';
import { FileLinks } from './file-links.js';
import { FileEntity } from './file.entity.js';
import { deleteFile } from './file.repository.js';
import { FILE_SHAPE, type FileDoc, toFileResource } from './file.resource.js';
import { findReadyFile } from './ready-files.js';

type FileOut = Partial<FileDoc>;

/** Reads and deletes files; uploads are FileUploads', downloads FileContent's. */
@Injectable()
export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly links: FileLinks,
  ) {}

  /** Newest first; each file with a link issued for this answer. */
  async list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<FileOut>> {
    const sel = Selection.parse(FILE_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id, state: 'ready' as const };
    const { rows, total } = await this.db.read((m) => findPage(m, { entity: FileEntity, where, window }));
    const items = await Promise.all(
      rows.map(async (file) => toFileResource(file, await this.links.issue(file.id), sel)),
    );
    return { items, pageInfo: buildPageInfo(window, total, items.length) };
  }

  /** The file with a fresh link. Its ETag is the file's version: the file never changes, only its links do. */
  async get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<FileOut>> {
    const sel = Selection.parse(FILE_SHAPE, properties);
    const file = await this.db.read((m) => findReadyFile(m, { orgId: org.id, id }));
    return versioned(toFileResource(file, await this.links.issue(file.id), sel), file);
  }

  /**
   * Deletes the file and its bytes (the chunks go with it, ON DELETE CASCADE) in one transaction; assets and sections
   * that showed it keep their other fields, their `fileId` set to null by the database (ON DELETE SET NULL). Links
   * already handed out answer 404 from then on.
   */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const file = await findReadyFile(m, { orgId: org.id, id });
      await requireVersion(m, { entity: FileEntity, row: file, ifMatch });
      await deleteFile(m, file.id);
      await emitDeleted(m, { organizationId: org.id, type: 'file.deleted', resource: { id: file.id, object: 'file' } });
      return { id: file.id };
    });
  }
}
