import { type EntityManager, In } from 'typeorm';
import { nowIso } from '../common/time.js';
import { AssetTagEntity } from './asset-tag.entity.js';
import { BoardTagEntity } from './board-tag.entity.js';

type LinkEntity = typeof BoardTagEntity | typeof AssetTagEntity;
type LinkColumn = 'boardId' | 'assetId' | 'tagId';

/** One side of a link table: the links of one owner (a board's tags, a tag's boards, an asset's tags). */
export interface LinkSet {
  readonly link: LinkEntity;
  /** The column holding the owner's id. */
  readonly owner: LinkColumn;
  /** The column holding the linked ids. */
  readonly linked: LinkColumn;
}

export const BOARD_TAGS: LinkSet = { link: BoardTagEntity, owner: 'boardId', linked: 'tagId' };
export const TAG_BOARDS: LinkSet = { link: BoardTagEntity, owner: 'tagId', linked: 'boardId' };
export const ASSET_TAGS: LinkSet = { link: AssetTagEntity, owner: 'assetId', linked: 'tagId' };
export const TAG_ASSETS: LinkSet = { link: AssetTagEntity, owner: 'tagId', linked: 'assetId' };

export interface LinkReplacement {
  readonly ownerId: string;
  /** The complete new set, without duplicates (requireReferencedIds returns them so). */
  readonly ids: readonly string[];
  /**
   * The owner was created in this transaction, so it has no links yet: they are inserted without reading the
   * current ones first (a board's create does so; an asset's and a tag's create read them, as they always have).
   */
  readonly fresh?: boolean;
  /** The new links' createdAt: now by default; a board's create gives the board's own. */
  readonly createdAt?: string;
}

/**
 * Makes the owner's links exactly `ids`: keeps the links that stay (and their createdAt), removes the others,
 * adds the new ones. Callers serialize replacements of one owner (a lock) so that two never interleave.
 */
export async function replaceLinks(m: EntityManager, set: LinkSet, replacement: LinkReplacement): Promise<void> {
  const { ownerId, ids } = replacement;
  const have = new Set<string>();
  if (!replacement.fresh) {
    const current = await m.find(set.link, { where: { [set.owner]: ownerId }, select: { [set.linked]: true } });
    for (const link of current) have.add(link[set.linked as keyof typeof link] as string);
    const want = new Set(ids);
    const stale = [...have].filter((id) => !want.has(id));
    if (stale.length > 0) await m.delete(set.link, { [set.owner]: ownerId, [set.linked]: In(stale) });
  }
  const now = replacement.createdAt ?? nowIso();
  const added = ids.filter((id) => !have.has(id));
  if (added.length > 0) {
    await m.insert(
      set.link,
      added.map((id) => ({ [set.owner]: ownerId, [set.linked]: id, createdAt: now })),
    );
  }
}

/** Removes every link of one owner (its delete): the linked rows stay. */
export async function removeLinks(m: EntityManager, set: LinkSet, ownerId: string): Promise<void> {
  await m.delete(set.link, { [set.owner]: ownerId });
}
