import type { EntityManager } from 'typeorm';
import { nowIso } from '../common/time.js';
import { AssetTagEntity } from './asset-tag.entity.js';
import { BoardTagEntity } from './board-tag.entity.js';
import { deleteLinks, insertLinks, linkedIds } from './tag-link.repository.js';

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
    for (const id of await linkedIds(m, { set, ownerId })) have.add(id);
    const want = new Set(ids);
    const stale = [...have].filter((id) => !want.has(id));
    if (stale.length > 0) await deleteLinks(m, { set, ownerId, ids: stale });
  }
  const createdAt = replacement.createdAt ?? nowIso();
  const added = ids.filter((id) => !have.has(id));
  if (added.length > 0) await insertLinks(m, { set, ownerId, ids: added, createdAt });
}
