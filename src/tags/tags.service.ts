import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { EntityManager } from 'typeorm';
import { type AppError, conflict } from '../common/http/app-error.js';
import { isUniqueViolation } from '../common/http/db-errors.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { findPage } from '../common/repository/find-page.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireReferencedIds } from '../common/repository/referenced-ids.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { newId } from '../common/ids.js';
import { TAG_ASSETS, TAG_BOARDS, replaceLinks } from '../tag-links/link-set.js';
import { BoardEntity } from '../tag-links/board.entity.js';
import { loadTagBoards, removeLinks } from '../tag-links/tag-link.repository.js';
import type { CreateTagDto, UpdateTagDto } from './dto/update-tag.dto.js';
import { storedTagTitle, tagTitleKey } from './tag-names.js';
import { TagEntity } from '../tag-links/tag.entity.js';
import { deleteTag, insertTag, titleKeyInUse, updateTag } from './tag.repository.js';
import { TAG_SHAPE, type TagDoc, toTagResource } from './tag.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type TagOut = Partial<TagDoc>;

const titleTaken = (title: string): AppError =>
  conflict(`A tag titled "${title}" already exists`, [{ field: 'title', message: 'is already used by another tag' }]);

@Injectable()
export class TagsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<TagOut>> {
    const sel = Selection.parse(TAG_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const { rows: tags, total } = await findPage(m, { entity: TagEntity, where: { organizationId: org.id }, window });
      const items = await this.present(m, tags, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<TagOut>> {
    const sel = Selection.parse(TAG_SHAPE, properties);
    return this.db.read(async (m) => {
      const tag = await this.find(m, org, id);
      return versioned((await this.present(m, [tag], sel))[0], tag);
    });
  }

  /** The (organization, title key) unique index turns a concurrent duplicate into the same 409 as the check. */
  async create(org: OrgContext, dto: CreateTagDto, properties?: string[]): Promise<TagOut> {
    const sel = Selection.parse(TAG_SHAPE, properties);
    const title = storedTagTitle(dto.title);
    try {
      return await this.db.write(async (m) => {
        const boardIds = await requireReferencedIds(m, BoardEntity, {
          orgId: org.id,
          ids: dto.boardIds ?? [],
          field: 'boardIds',
          what: 'board',
        });
        const titleKey = tagTitleKey(title);
        if (await titleKeyInUse(m, { orgId: org.id, titleKey })) throw titleTaken(title);
        const now = nowIso();
        const tag = m.create(TagEntity, {
          id: newId(),
          organizationId: org.id,
          title,
          titleKey,
          createdAt: now,
          updatedAt: now,
        });
        await insertTag(m, tag);
        if (boardIds.length > 0) await replaceLinks(m, TAG_BOARDS, { ownerId: tag.id, ids: boardIds });
        const render = async (all: Selection) => (await this.present(m, [tag], all))[0];
        return emitChange(m, { organizationId: org.id, type: 'tag.created', sel, render });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw titleTaken(title);
      throw error;
    }
  }

  /** Removes the tag from every board and asset; the boards and assets stay. */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const tag = await this.find(m, org, id);
      await requireVersion(m, { entity: TagEntity, row: tag, ifMatch });
      await removeLinks(m, { set: TAG_BOARDS, ownerId: tag.id });
      await removeLinks(m, { set: TAG_ASSETS, ownerId: tag.id });
      await deleteTag(m, tag.id);
      await emitDeleted(m, { organizationId: org.id, type: 'tag.deleted', resource: { id: tag.id, object: 'tag' } });
      return { id: tag.id };
    });
  }

  /**
   * Renames and/or moves the tag to exactly the given boards, in one transaction. The title check answers the
   * common duplicate; the (organization, title key) unique index answers a concurrent one.
   */
  async update(
    org: OrgContext,
    id: string,
    dto: UpdateTagDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<TagOut>> {
    const sel = Selection.parse(TAG_SHAPE, properties);
    const title = dto.title === undefined ? undefined : storedTagTitle(dto.title);
    try {
      return await writeVersioned(this.db, { entity: TagEntity, id }, async (m) => {
        // Two replacements of one tag's boards must not interleave, or the result would be neither set.
        await this.db.lock(m, `tag:${id}`);
        const tag = await this.find(m, org, id);
        await requireVersion(m, { entity: TagEntity, row: tag, ifMatch });
        const boardIds =
          dto.boardIds === undefined
            ? undefined
            : await requireReferencedIds(m, BoardEntity, {
                orgId: org.id,
                ids: dto.boardIds,
                field: 'boardIds',
                what: 'board',
              });
        const changes: Partial<TagEntity> = {};
        if (title !== undefined) {
          const titleKey = tagTitleKey(title);
          const taken = await titleKeyInUse(m, { orgId: org.id, titleKey, exceptId: tag.id });
          if (taken) throw titleTaken(title);
          Object.assign(changes, { title, titleKey });
        }
        if (title === undefined && !boardIds) return (await this.present(m, [tag], sel))[0];
        if (boardIds) await replaceLinks(m, TAG_BOARDS, { ownerId: tag.id, ids: boardIds });
        changes.updatedAt = nowIso();
        await updateTag(m, { id: tag.id, changes });
        Object.assign(tag, changes);
        const render = async (all: Selection) => (await this.present(m, [tag], all))[0];
        return emitChange(m, { organizationId: org.id, type: 'tag.updated', sel, render });
      });
    } catch (error) {
      if (title !== undefined && isUniqueViolation(error)) throw titleTaken(title);
      throw error;
    }
  }

  private async find(m: EntityManager, org: OrgContext, id: string): Promise<TagEntity> {
    const tag = await findInOrg(m, TagEntity, { orgId: org.id, id, resource: 'tag' });
    return tag;
  }

  private async present(m: EntityManager, tags: TagEntity[], sel: Selection): Promise<TagOut[]> {
    const boards = sel.has('boards')
      ? await loadTagBoards(
          m,
          tags.map((tag) => tag.id),
        )
      : null;
    return tags.map((tag) => toTagResource(tag, { boards: boards?.get(tag.id), urls: this.urls, sel }));
  }
}
