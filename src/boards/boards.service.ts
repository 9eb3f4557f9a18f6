import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { EntityManager } from 'typeorm';
import type { OrgContext } from '../common/http/request.js';
import { PublicUrls } from '../common/http/public-urls.js';
import { newId } from '../common/ids.js';
import { type Page, buildPageInfo, readPage } from '../common/pagination/page-info.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { organizationTotal } from '../organizations/organization-count.repository.js';
import { tagIdsNamed } from '../tags/tag-names.js';
import { BOARD_TAGS, replaceLinks } from '../tag-links/link-set.js';
import { loadBoardTags, removeLinks } from '../tag-links/tag-link.repository.js';
import { BOARD_ORDER, deleteBoard, findBoardsPage, insertBoard, updateBoard } from './board.repository.js';
import { BoardEntity } from '../tag-links/board.entity.js';
import { BOARD_SHAPE, type BoardDoc, toBoardResource } from './board.resource.js';
import type { CreateBoardDto, UpdateBoardDto } from './dto/create-board.dto.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type BoardOut = Partial<BoardDoc>;

@Injectable()
export class BoardsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<BoardOut>> {
    const sel = Selection.parse(BOARD_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const { rows: boards, total } = await readPage(window, {
        total: () => organizationTotal(m, org.id, 'board'),
        rows: () => findBoardsPage(m, { orgId: org.id, window }),
      });
      const items = await this.present(m, boards, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<BoardOut>> {
    const sel = Selection.parse(BOARD_SHAPE, properties);
    return this.db.read(async (m) => {
      const board = await this.find(m, org, id);
      return versioned((await this.present(m, [board], sel))[0], board);
    });
  }

  create(org: OrgContext, dto: CreateBoardDto, properties?: string[]): Promise<BoardOut> {
    const sel = Selection.parse(BOARD_SHAPE, properties);
    return this.db.write(async (m) => {
      const allTagIds = await tagIdsNamed(m, org.id, dto);

      await BOARD_ORDER.lock(m, org.id);
      const position = await BOARD_ORDER.insertAt(m, org.id, dto.index);
      const now = nowIso();
      const board = m.create(BoardEntity, {
        id: newId(),
        organizationId: org.id,
        title: dto.title ?? 'Untitled board',
        appearance: dto.appearance ?? 'greyExtraLight',
        icon: dto.icon ?? null,
        description: dto.description ?? null,
        position,
        createdAt: now,
        updatedAt: now,
      });
      await insertBoard(m, board);
      await replaceLinks(m, BOARD_TAGS, { ownerId: board.id, ids: allTagIds, fresh: true, createdAt: now });
      const render = async (all: Selection) => (await this.present(m, [board], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'board.created', sel, render });
    });
  }

  /** Fields not sent keep their values; tagIds/tagNames replace the tags; index moves the board in the order. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateBoardDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<BoardOut>> {
    const sel = Selection.parse(BOARD_SHAPE, properties);
    return writeVersioned(this.db, { entity: BoardEntity, id }, async (m) => {
      await BOARD_ORDER.lock(m, org.id);
      const board = await this.find(m, org, id);
      await requireVersion(m, { entity: BoardEntity, row: board, ifMatch });
      const replacingTags = dto.tagIds !== undefined || dto.tagNames !== undefined;
      if (replacingTags) {
        const ids = await tagIdsNamed(m, org.id, dto);
        await replaceLinks(m, BOARD_TAGS, { ownerId: board.id, ids });
      }
      const changes: Partial<BoardEntity> = {};
      for (const key of ['title', 'appearance', 'description', 'icon'] as const) {
        if (dto[key] !== undefined) Object.assign(changes, { [key]: dto[key] });
      }
      if (dto.index !== undefined) {
        changes.position = await BOARD_ORDER.move(m, org.id, { from: board.position, to: dto.index });
      }
      if (Object.keys(changes).length === 0 && !replacingTags) return (await this.present(m, [board], sel))[0];
      changes.updatedAt = nowIso();
      await updateBoard(m, { id: board.id, changes });
      Object.assign(board, changes);
      const render = async (all: Selection) => (await this.present(m, [board], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'board.updated', sel, render });
    });
  }

  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      await BOARD_ORDER.lock(m, org.id);
      const board = await this.find(m, org, id);
      await requireVersion(m, { entity: BoardEntity, row: board, ifMatch });
      await removeLinks(m, { set: BOARD_TAGS, ownerId: board.id });
      await deleteBoard(m, board.id);
      // Keep positions compact so `index` stays a plain 0-based place in the order.
      await BOARD_ORDER.closeGap(m, org.id, board.position);
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'board.deleted',
        resource: { id: board.id, object: 'board' },
      });
      return { id: board.id };
    });
  }

  private async find(m: EntityManager, org: OrgContext, id: string): Promise<BoardEntity> {
    const board = await findInOrg(m, BoardEntity, { orgId: org.id, id, resource: 'board' });
    return board;
  }

  private async present(m: EntityManager, boards: BoardEntity[], sel: Selection): Promise<BoardOut[]> {
    const tags = sel.has('tags')
      ? await loadBoardTags(
          m,
          boards.map((b) => b.id),
        )
      : null;
    return boards.map((board) => toBoardResource(board, { tags: tags?.get(board.id), urls: this.urls, sel }));
  }
}
