import { type EntityManager, In } from 'typeorm';
import { loadGrouped } from '../common/repository/load-grouped.js';
import type { BoardEmbedSource } from './board-embed.resource.js';
import { BoardTagEntity } from './board-tag.entity.js';
import type { LinkSet } from './link-set.js';
import type { TagEmbedSource } from './tag-embed.resource.js';

/** Tags of many boards in one query, ordered by title: the board list stays at a constant number of statements. */
export function loadBoardTags(m: EntityManager, boardIds: readonly string[]): Promise<Map<string, TagEmbedSource[]>> {
  return loadGrouped(m, BoardTagEntity, {
    ids: boardIds,
    key: 'boardId',
    relations: { tag: true },
    order: { tag: { titleKey: 'ASC', id: 'ASC' } },
    pick: (link) => link.tag,
  });
}

/** Boards of many tags in one query, in the board list's order: the tag list stays at a constant number of statements. */
export function loadTagBoards(m: EntityManager, tagIds: readonly string[]): Promise<Map<string, BoardEmbedSource[]>> {
  return loadGrouped(m, BoardTagEntity, {
    ids: tagIds,
    key: 'tagId',
    relations: { board: true },
    order: { board: { position: 'ASC', createdAt: 'ASC', id: 'DESC' } },
    pick: (link) => link.board,
  });
}

/** The ids one owner is linked to (a board's tag ids, a tag's board ids), in no particular order. */
export async function linkedIds(
  m: EntityManager,
  { set, ownerId }: { set: LinkSet; ownerId: string },
): Promise<string[]> {
  const links = await m.find(set.link, { where: { [set.owner]: ownerId }, select: { [set.linked]: true } });
  return links.map((link) => link[set.linked as keyof typeof link] as string);
}

/** Removes the owner's links to `ids`. */
export async function deleteLinks(
  m: EntityManager,
  { set, ownerId, ids }: { set: LinkSet; ownerId: string; ids: readonly string[] },
): Promise<void> {
  await m.delete(set.link, { [set.owner]: ownerId, [set.linked]: In([...ids]) });
}

/** Links the owner to `ids` in one statement, each link created at `createdAt`. */
export async function insertLinks(
  m: EntityManager,
  { set, ownerId, ids, createdAt }: { set: LinkSet; ownerId: string; ids: readonly string[]; createdAt: string },
): Promise<void> {
  await m.insert(
    set.link,
    ids.map((id) => ({ [set.owner]: ownerId, [set.linked]: id, createdAt })),
  );
}

/** Removes every link of one owner (its delete): the linked rows stay. */
export async function removeLinks(
  m: EntityManager,
  { set, ownerId }: { set: LinkSet; ownerId: string },
): Promise<void> {
  await m.delete(set.link, { [set.owner]: ownerId });
}
