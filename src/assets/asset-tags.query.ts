import { type EntityManager, In } from 'typeorm';
import type { TagEntity } from '../tags/tag.entity.js';
import { AssetTagEntity } from './asset-tag.entity.js';

/**
 * Tags of many assets in one query, ordered by title: the list stays at a constant number of statements.
 * Reads the link rows because one tag can sit on several assets of the page.
 */
export async function loadAssetTags(
  manager: EntityManager,
  assetIds: readonly string[],
): Promise<Map<string, TagEntity[]>> {
  const byAsset = new Map<string, TagEntity[]>(assetIds.map((id) => [id, []]));
  if (assetIds.length === 0) return byAsset;
  const links = await manager.find(AssetTagEntity, {
    where: { assetId: In([...new Set(assetIds)]) },
    relations: { tag: true },
    order: { tag: { titleKey: 'ASC', id: 'ASC' } },
  });
  for (const link of links) if (link.tag) byAsset.get(link.assetId)?.push(link.tag);
  return byAsset;
}
