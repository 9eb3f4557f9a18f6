import { readdirSync } from 'node:fs';
import { PublicUrls } from '../../src/common/http/public-urls.js';
import { newId } from '../../src/common/ids.js';
import type { ReadModel } from '../../src/common/read-model/read-model.js';
import { EventEntity } from '../../src/events/event.entity.js';
import { FileEntity } from '../../src/files/file.entity.js';
import { IdentityProviderEntity } from '../../src/identity-providers/identity-provider.entity.js';
import { OrganizationEntity } from '../../src/organizations/organization.entity.js';
import { AssetEntity } from '../../src/tag-links/asset.entity.js';
import { UserEntity } from '../../src/users/user.entity.js';
import { WebhookEndpointEntity, newEndpointRow } from '../../src/webhooks/webhook-endpoint.entity.js';
import { WorkspaceActivityEntity } from '../../src/workspace-activities/workspace-activity.entity.js';
import { WorkspaceCommentEntity } from '../../src/workspace-comments/workspace-comment.entity.js';
import { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { WorkspaceMessageEntity } from '../../src/workspace-messages/workspace-message.entity.js';
import { WorkspaceSectionEntity } from '../../src/workspace-sections/workspace-section.entity.js';
import { WorkspaceFormResponseEntity } from '../../src/workspace-forms/workspace-form-response.entity.js';
import { type TestApp, bootTestApp, testDb } from '../support/app.js';
import { runSeed } from '../support/seed.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any entity, fields and context
type AnyModel = ReadModel<{ id: string }, string | undefined, any, any>;

const isReadModel = (value: unknown): value is AnyModel =>
  typeof value === 'object' && value !== null && 'wireSql' in value && 'toWire' in value && 'entity' in value;

/** Every read model declared in src/ (`*.resource.ts`), found by importing them all: a new one is checked at once. */
async function declaredModels(): Promise<AnyModel[]> {
  const src = new URL('../../src/', import.meta.url);
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.resource.ts'));
  const models = new Map<string, AnyModel>();
  for (const file of files.sort()) {
    const exports = (await import(new URL(file, src).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (isReadModel(value)) models.set(value.docName, value);
  }
  return [...models.values()];
}

/** A text that JSON escapes in every way (quote, backslash, control, line separator) and some non-ASCII. */
const AWKWARD = 'a "q" \\ b\n\u0001 \u2028 é 🙂';

/**
 * Rows of the tables the demo seed leaves empty (activities, events, files, messages, comments, identity providers,
 * webhook endpoints), in the seeded organization: a model is compared on
 * some rows of each kind its fields tell apart.
 */
async function addRowsTheSeedLeavesOut(t: TestApp): Promise<void> {
  const m = t.dataSource.manager;
  const workspace = await m.findOneByOrFail(WorkspaceEntity, {});
  const user = await m.findOneByOrFail(UserEntity, { organizationId: workspace.organizationId });
  // Recent: activities and events past their retention are purged by the app's sweepers.
  const at = new Date().toISOString();
  const tenant = { organizationId: workspace.organizationId, createdAt: at, updatedAt: at };
  const activity = {
    ...tenant,
    workspaceId: workspace.id,
    userId: user.id,
    workspacePageId: null,
    workspacePlanTaskId: null,
    fileId: null,
    assetId: null,
    url: null,
  };
  await m.insert(WorkspaceActivityEntity, [
    { ...activity, id: newId(), type: 'workspace.viewed' },
    { ...activity, id: newId(), type: 'workspace.link.clicked', url: `https://example.com/?q=${AWKWARD}` },
  ]);
  const event = { ...tenant, workspaceId: null, seq: null };
  await m.insert(EventEntity, [
    {
      ...event,
      id: newId(),
      type: 'board.created',
      data: JSON.stringify({ object: { title: AWKWARD, n: [1.5, -0, 1e21, null, true] } }),
    },
    {
      ...event,
      id: newId(),
      type: 'board.deleted',
      data: JSON.stringify({ object: { id: 'x', object: 'board', deleted: true } }),
    },
  ]);
  const file = {
    ...tenant,
    id: newId(),
    name: AWKWARD,
    size: 3,
    contentType: 'text/plain',
    sha256: null,
    state: 'ready' as const,
  };
  await m.insert(FileEntity, file);
  // A message with a reply, and a deleted one (a tombstone); comments on a section and on a file, one a reply.
  const entry = { ...tenant, workspaceId: workspace.id, authorUserId: user.id, editedAt: null, deletedAt: null };
  const message = { ...entry, id: newId(), parentId: null, body: AWKWARD, authorKind: 'team' as const, replyCount: 1 };
  await m.insert(WorkspaceMessageEntity, [
    message,
    { ...message, id: newId(), parentId: message.id, authorKind: 'contact', replyCount: 0, editedAt: at },
    { ...message, id: newId(), body: null, replyCount: 0, deletedAt: at },
  ]);
  const section = await m.findOneByOrFail(WorkspaceSectionEntity, { workspaceId: workspace.id });
  const comment = {
    ...entry,
    parentId: null,
    body: AWKWARD,
    authorKind: 'contact' as const,
    replyCount: 0,
    workspacePlanTaskId: null,
    workspaceSectionId: null,
    fileId: null,
  };
  const onSection = {
    ...comment,
    id: newId(),
    subjectType: 'workspaceSection' as const,
    workspaceSectionId: section.id,
  };
  await m.insert(WorkspaceCommentEntity, [
    onSection,
    { ...onSection, id: newId(), parentId: onSection.id },
    { ...comment, id: newId(), subjectType: 'file' as const, fileId: file.id },
  ]);
  // A response to a demo form (the seed has forms but no answers).
  const form = await m.findOneByOrFail(WorkspaceSectionEntity, { kind: 'form' });
  await m.insert(WorkspaceFormResponseEntity, {
    ...tenant,
    id: newId(),
    workspaceId: form.workspaceId,
    formId: form.id,
    userId: user.id,
    answers: { [form.form!.questions[0].id]: AWKWARD },
    submittedAt: at,
    submissionKey: null,
  });
  const provider = { ...tenant, issuerUrl: 'https://idp.example.com', clientId: AWKWARD, sealedClientSecret: 'x' };
  await m.insert(IdentityProviderEntity, [
    {
      ...provider,
      id: newId(),
      name: AWKWARD,
      allowedDomains: JSON.stringify(['acme.com', 'b.example']),
      enabled: true,
    },
    { ...provider, id: newId(), name: 'Okta', allowedDomains: '[]', enabled: false },
  ]);
  // Endpoints in and out of a secret rotation (a dock one never shows it), and the chat channel's.
  const endpoint = (format: 'standard' | 'dock' | 'chat', previousSecretExpiresAt: string | null) => ({
    ...newEndpointRow({
      ...tenant,
      id: newId(),
      url: `https://hooks.example.com/${format}`,
      description: format === 'chat' ? null : AWKWARD,
      eventTypes: JSON.stringify(format === 'chat' ? [] : ['*', 'board.created']),
      enabled: format !== 'dock',
      format,
      secret: 'whsec_x',
      now: at,
    }),
    previousSecretExpiresAt,
    disabledReason: format === 'dock' ? AWKWARD : null,
  });
  const later = new Date(Date.now() + 3_600_000).toISOString();
  await m.insert(WebhookEndpointEntity, [
    endpoint('standard', later),
    endpoint('standard', '2020-01-01T00:00:00.000Z'),
    endpoint('standard', null),
    endpoint('dock', later),
    endpoint('chat', null),
  ]);
}

/**
 * Every read model's two forms agree: on every row the demo seed writes (and rows added here for what it leaves
 * out, addRowsTheSeedLeavesOut), the JSON the model's SQL writes is, byte for byte, JSON.stringify of what its JavaScript makes of the row.
 * Embeds are each a model of their own (and left out of both forms here).
 */
describe(`every read model on ${testDb()}: its SQL form writes what its JavaScript form makes`, () => {
  let t: TestApp;
  let urls: PublicUrls;
  let models: AnyModel[];
  const now = new Date();

  beforeAll(async () => {
    t = await bootTestApp();
    urls = new PublicUrls(t.config);
    await runSeed(t);
    await addRowsTheSeedLeavesOut(t);
    models = await declaredModels();
  }, 60_000);
  afterAll(() => t.close());

  /** What a model's fields read beyond the row, by doc name; a model with a context not listed here fails. */
  async function contextOf(model: AnyModel, row: Record<string, unknown>): Promise<unknown> {
    if (model.docName === 'WorkspaceDoc') {
      const org = await t.dataSource.manager.findOneByOrFail(OrganizationEntity, { id: row.organizationId as string });
      return { appBaseUrl: t.config.appBaseUrl, orgSlug: org.slug, now };
    }
    if (model.docName === 'IdentityProviderDoc') return { appBaseUrl: t.config.appBaseUrl };
    if (model.docName === 'WebhookEndpointDoc') return now.toISOString();
    if (model.docName === 'WorkspaceSectionDoc') {
      const assets = await t.dataSource.manager.find(AssetEntity, {
        where: { organizationId: row.organizationId as string },
      });
      return new Set(assets.map((asset) => asset.id));
    }
    return undefined;
  }

  it('finds the resources’ read models', () => {
    expect(models.map((model) => model.docName)).toEqual(
      expect.arrayContaining(['WorkspaceDoc', 'UserDoc', 'AccountEmbedDoc', 'DealEmbedDoc', 'TagEmbedDoc']),
    );
  });

  it('writes the same JSON in SQL as in JavaScript, for every row of every model’s table', async () => {
    const m = t.dataSource.manager;
    const checked: Record<string, number> = {};
    for (const model of models) {
      const rows = (await m.find(model.entity)) as Record<string, unknown>[];
      checked[model.docName] = rows.length;
      const sql = model.wireSql(m, 'x');
      for (const row of rows) {
        const context = await contextOf(model, row);
        // The statement's parameters: the resources' `url`, and what the computed fields of the workspace, the
        // identity provider and the webhook endpoint read.
        const { j } = (await m
          .createQueryBuilder()
          .select(sql, 'j')
          .from(model.entity, 'x')
          .where('x.id = :id', { id: row.id })
          .setParameters({
            baseUrl: urls.base,
            appBaseUrl: t.config.appBaseUrl,
            orgSlug: (context as { orgSlug?: string } | undefined)?.orgSlug ?? '',
            now: now.toISOString(),
          })
          .getRawOne<{ j: string }>())!;
        const js = JSON.stringify(model.toWire(row as { id: string }, urls, context));
        if (j !== js) throw new Error(`${model.docName} ${String(row.id)}:\n SQL ${j}\n JS  ${js}`);
      }
    }
    // The seed and addRowsTheSeedLeavesOut leave no table of a model empty, so every model was compared on real rows.
    expect(Object.entries(checked).filter(([, n]) => n === 0)).toEqual([]);
  });
});
