import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { DockSavePing } from '../../src/webhooks/dock-save-ping.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type DockReceiver, startDockReceiver, subscribeDockReceiver } from '../support/dock-receiver.js';
import { binary, createFile, linkPath } from '../support/factories/files.js';
import { createPage } from '../support/factories/workspace-structure.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { PNG_BYTES, createForm, newRespondent, submitAnswers } from '../support/form-responses.js';
import type { Json } from '../support/wire.js';

/**
 * What the one public Dock client does: a receiver of `workspace.form.submitted` that verifies X-Dock-Signature,
 * reads the questions and answers side by side, picks the file answer by its question's title and downloads it.
 */
describe('a Dock receiver of workspace.form.submitted', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let slug: string;
  let workspace: WorkspaceEntity;
  let receiver: DockReceiver;

  beforeAll(async () => {
    receiver = await startDockReceiver();
    t = await bootTestApp({
      // The receiver is on loopback: the development switch allows it.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_POLL_MS: '3600000',
    });
    ({ api, orgId, slug } = await newOrgApi(t));
    workspace = await insertWorkspace(t, orgId, { name: 'Acme onboarding' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const drain = () => t.app.get(WebhookWorker).drain();

  it('gets the empty save-time POST, then a verified submission whose file link downloads the same bytes', async () => {
    await subscribeDockReceiver(api, receiver, ['workspaceForm.submitted', 'workspaceForm.updated']);
    await t.app.get(DockSavePing).settled();
    expect(receiver.pings).toHaveLength(1);

    const page = (await createPage(api, workspace.id)).id;
    const form = await createForm(api, page, {
      title: 'Card design',
      questions: [
        { type: 'singleChoice', title: 'Type of custom card', choices: ['Virtual', 'Physical'] },
        { type: 'file', title: 'Card Art', fileTypes: ['image/png'] },
        { type: 'shortText', title: 'Card Name' },
      ],
    });
    const [kind, art, name] = form.questionIds;
    const logo = await createFile(api, PNG_BYTES, 'card-art.png');
    const who = await newRespondent(t, { orgId, slug, workspace, user: { firstName: 'Ana', lastName: 'Silva' } });
    const response = await submitAnswers(t, who, form.id, { [kind]: 'Virtual', [art]: [logo.id] });
    await drain();

    expect(receiver.rejected).toBe(0);
    expect(receiver.verified).toHaveLength(1);
    const [event] = receiver.verified;
    expect(event).toMatchObject({ object: 'webhook-event', subscriptionType: 'workspace.form.submitted' });
    const associated = event.associatedObjects as unknown as Record<string, Json & Json[]>;
    expect(associated.workspaceForm).toMatchObject({ id: form.id, title: 'Card design' });
    expect(associated.formQuestions.map((q: Json) => [q.id, q.title, q.type])).toEqual([
      [kind, 'Type of custom card', 'dropdown'],
      [art, 'Card Art', 'file_upload'],
      [name, 'Card Name', 'single_line'],
    ]);
    expect(associated.workspace).toMatchObject({ id: workspace.id, name: 'Acme onboarding' });
    expect(associated.user).toMatchObject({ id: who.userId, firstName: 'Ana', lastName: 'Silva' });

    // As the public receiver reads them: the file answer found by its question's title, its first file fetched.
    const titleById = new Map(associated.formQuestions.map((q: Json) => [q.id, q.title]));
    const answers = associated.formQuestionResponses as unknown as {
      formQuestionId: string;
      value: unknown;
      files: Json[];
    }[];
    // As Dock delivers them: the answered questions only, each value a list of strings, files on file answers only.
    expect(answers.map((a) => [a.formQuestionId, a.value, 'files' in a])).toEqual([
      [kind, ['Virtual'], false],
      [art, ['card-art.png'], true],
    ]);
    expect(String((answers[0].value as string[])[0] ?? '').toLowerCase()).toContain('virtual');
    const cardArt = answers.find((a) => /card\s*art/i.test(String(titleById.get(a.formQuestionId))));
    expect(cardArt?.files).toEqual([
      {
        name: 'card-art.png',
        url: expect.stringContaining(`/v1/files/${logo.id}/content?`),
        expiresAt: expect.any(String),
      },
    ]);
    const file = cardArt!.files[0];
    expect(Date.parse(file.expiresAt as string)).toBeGreaterThan(Date.now());
    const download = await binary(api.get(linkPath(file.url as string)).unset('Authorization')).expect(200);
    expect(Buffer.compare(download.body as Buffer, PNG_BYTES)).toBe(0);

    // The same response through the API names the same file.
    const listed = (await api.get(`/v1/forms/${form.id}/responses`).expect(200)).body.data.workspaceFormResponses;
    expect(listed.map((r: Json) => r.id)).toEqual([response.id]);
  });
});
