import {
  WorkspaceViewerEntity,
  WorkspaceViewerMarkEntity,
} from '../../src/workspace-viewers/workspace-viewer.entity.js';
import { WorkspacePageEntity } from '../../src/workspace-core/workspace-page.entity.js';
import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { appOnOwnDatabase, rerunMigrationsFrom } from '../support/migrations.js';
import { newId } from '../../src/common/ids.js';
import { insertUser } from '../support/factories/users.js';
import { recordTestActivity } from '../support/factories/workspace-activities.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * The migration that counts engagement per contact must learn, from the page views on record, who already viewed what:
 * else every returning contact would be counted again as a new viewer.
 */
describe('migration ContactEngagement on existing data', () => {
  const app = appOnOwnDatabase();

  it('makes each contact who viewed a viewer, with their pages marked and the unique counts filled', async () => {
    const t = app();
    const orgId = 'orgViewers01';
    const workspace = await insertWorkspace(t, orgId);
    const page = async (title: string, index: number) => {
      const row = { id: newId(), organizationId: orgId, workspaceId: workspace.id, title, index, isHidden: false };
      const now = new Date().toISOString();
      await t.dataSource.manager.insert(WorkspacePageEntity, { ...row, createdAt: now, updatedAt: now });
      return row;
    };
    const [pricing, security] = [await page('Pricing', 0), await page('Security', 1)];
    const [ana, ben] = [await insertUser(t, orgId), await insertUser(t, orgId)];
    const view = (user: typeof ana, viewed?: { id: string; title: string }) =>
      recordTestActivity(t, {
        workspace,
        user,
        subject: viewed ? { workspacePageId: viewed.id } : {},
        associated: viewed ? { workspacePage: viewed } : {},
      });
    await recordTestActivity(t, { workspace, user: ana, type: 'workspace.viewed' });
    await view(ana);
    await view(ana, pricing);
    await view(ana, pricing);
    await view(ben, pricing);

    await rerunMigrationsFrom(t, 'ContactEngagement');

    const m = t.dataSource.manager;
    expect(await m.findOneByOrFail(WorkspaceEntity, { id: workspace.id })).toMatchObject({ uniqueViewers: 2 });
    expect(await m.findOneByOrFail(WorkspacePageEntity, { id: pricing.id })).toMatchObject({
      totalViews: 3,
      uniqueViewers: 2,
    });
    expect(await m.findOneByOrFail(WorkspacePageEntity, { id: security.id })).toMatchObject({
      totalViews: 0,
      uniqueViewers: 0,
    });
    const viewers = await m.find(WorkspaceViewerEntity, { where: { workspaceId: workspace.id } });
    expect(viewers.map((v) => [v.userId, v.visits, v.carriedMs]).sort()).toEqual(
      [
        [ana.id, 1, 0],
        [ben.id, 1, 0],
      ].sort(),
    );
    const marks = await m.find(WorkspaceViewerMarkEntity, { where: { workspaceId: workspace.id } });
    expect(marks.map((k) => [k.userId, k.target, k.times]).sort()).toEqual(
      [
        [ana.id, 'welcome', 1],
        [ana.id, `page:${pricing.id}`, 2],
        [ben.id, `page:${pricing.id}`, 1],
      ].sort(),
    );
  });
});
