import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type FreshDatabase, type TestApp, bootTestApp, freshDatabase } from '../support/app.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** The migration that brought messagesEnabled gives the workspaces that existed before it their template's value. */
describe('migration WorkspaceMessages on existing data', () => {
  let db: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await freshDatabase();
    t = await bootTestApp(db.env);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it("copies each template's messagesEnabled to its workspaces and leaves the others on", async () => {
    const orgId = 'orgMigrate02';
    const closed = await insertTemplate(t, orgId, { messagesEnabled: false });
    const open = await insertTemplate(t, orgId, { messagesEnabled: true });
    const fromClosed = await insertWorkspace(t, orgId, { templateId: closed.id });
    const fromOpen = await insertWorkspace(t, orgId, { templateId: open.id });
    const bare = await insertWorkspace(t, orgId);

    const migrations = t.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
    expect(migrations.at(-1)).toMatch(/^WorkspaceMessages/);
    // Foreign keys off on SQLite while reverting, as docs/database.md says (down() runs inside a transaction).
    if (t.dataSource.options.type === 'better-sqlite3') await t.dataSource.query('PRAGMA foreign_keys = OFF');
    await t.dataSource.undoLastMigration();
    await t.dataSource.runMigrations();
    if (t.dataSource.options.type === 'better-sqlite3') await t.dataSource.query('PRAGMA foreign_keys = ON');

    const rows = await t.dataSource.manager.find(WorkspaceEntity, { where: { organizationId: orgId } });
    const enabled = Object.fromEntries(rows.map((row) => [row.id, row.messagesEnabled]));
    expect(enabled).toEqual({ [fromClosed.id]: false, [fromOpen.id]: true, [bare.id]: true });
  });
});
