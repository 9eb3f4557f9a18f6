import { AssetTagEntity } from '../../tag-links/asset-tag.entity.js';
import { AssetEntity } from '../../tag-links/asset.entity.js';
import { BoardTagEntity } from '../../tag-links/board-tag.entity.js';
import { BoardEntity } from '../../tag-links/board.entity.js';
import { tagTitleKey } from '../../tags/tag-names.js';
import { TagEntity } from '../../tag-links/tag.entity.js';
import { DEMO_ASSETS, DEMO_BOARDS, DEMO_TAGS } from './data/library.js';
import { insertRows, type SeedContext, stamps } from './seed-context.js';

export interface LibraryCounts {
  tags: number;
  boards: number;
  assets: number;
}

/** Tags, boards (in a compact 0..n-1 order) and assets, with their tag links. */
export async function seedLibrary(ctx: SeedContext): Promise<LibraryCounts> {
  const tags = DEMO_TAGS.map((title, i) =>
    ctx.m.create(TagEntity, {
      id: ctx.ids.add('tag', title),
      organizationId: ctx.orgId,
      title,
      titleKey: tagTitleKey(title),
      ...stamps(ctx, 180, i),
    }),
  );
  const boards = DEMO_BOARDS.map((board, position) =>
    ctx.m.create(BoardEntity, {
      id: ctx.ids.add('board', board.title),
      organizationId: ctx.orgId,
      title: board.title,
      appearance: board.appearance,
      icon: board.icon,
      description: board.description,
      position,
      ...stamps(ctx, 175 - position * 12, position),
    }),
  );
  const boardTags = DEMO_BOARDS.flatMap((board, position) =>
    board.tags.map((tag) =>
      ctx.m.create(BoardTagEntity, {
        boardId: ctx.ids.of('board', board.title),
        tagId: ctx.ids.of('tag', tag),
        createdAt: boards[position].createdAt,
      }),
    ),
  );
  const assets = DEMO_ASSETS.map((asset, i) =>
    ctx.m.create(AssetEntity, {
      id: ctx.ids.add('asset', asset.name),
      organizationId: ctx.orgId,
      name: asset.name,
      description: asset.description,
      views: asset.views,
      shares: asset.shares,
      assetType: asset.assetType,
      assetUrl:
        asset.assetType === 'link'
          ? `https://www.demo-company.example/${asset.path}`
          : `https://assets.demo-company.example/${asset.path}`,
      ...stamps(ctx, 170 - i * 11, i),
    }),
  );
  const assetTags = DEMO_ASSETS.flatMap((asset, i) =>
    asset.tags.map((tag) =>
      ctx.m.create(AssetTagEntity, {
        assetId: ctx.ids.of('asset', asset.name),
        tagId: ctx.ids.of('tag', tag),
        createdAt: assets[i].createdAt,
      }),
    ),
  );
  await insertRows(ctx, TagEntity, tags);
  await insertRows(ctx, BoardEntity, boards);
  await insertRows(ctx, BoardTagEntity, boardTags);
  await insertRows(ctx, AssetEntity, assets);
  await insertRows(ctx, AssetTagEntity, assetTags);
  return { tags: tags.length, boards: boards.length, assets: assets.length };
}
