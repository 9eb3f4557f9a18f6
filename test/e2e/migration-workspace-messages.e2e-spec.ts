import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { appOnOwnDatabase, rerunMigrationsFrom } from '../support/migrations.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** The migration that brought messagesEnabled gives the workspaces that existed before it their template's value. */
describe('migration WorkspaceMessages on existing data', () => {
  const app = appOnOwnDatabase();

  it("copies each template's messagesEnabled to its workspaces and leaves the others on", async () => {
    const t = app();
    const orgId = 'orgMigrate02';
    const closed = await insertTemplate(t, orgId, { messagesEnabled: false });
    const open = await insertTemplate(t, orgId, { messagesEnabled: true });
    const fromClosed = await insertWorkspace(t, orgId, { templateId: closed.id });
    const fromOpen = await insertWorkspace(t, orgId, { templateId: open.id });
    const bare = await insertWorkspace(t, orgId);

    await rerunMigrationsFrom(t, 'WorkspaceMessages');

    const rows = await t.dataSource.manager.find(WorkspaceEntity, { where: { organizationId: orgId } });
    const enabled = Object.fromEntries(rows.map((row) => [row.id, row.messagesEnabled]));
    expect(enabled).toEqual({ [fromClosed.id]: false, [fromOpen.id]: true, [bare.id]: true });
  });
});
