import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { FormResponses, type Respondent } from '../../src/workspace-forms/form-responses.service.js';
import type { Api } from './api.js';
import type { TestApp } from './app.js';
import { insertUser } from './factories/users.js';
import type { Json } from './wire.js';

/** The first bytes of a PNG: enough for the content sniffing to call it image/png. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a logo, byte for byte'),
]);

export interface FormRef {
  id: string;
  /** The question ids, in the form's order. */
  questionIds: string[];
  section: Json;
}

/** A form section created through the API on `pageId`, asking `questions`. */
export async function createForm(
  api: Api,
  pageId: string,
  { title = 'Kick-off questions', questions, more = {} }: { title?: string; questions: Json[]; more?: Json },
): Promise<FormRef> {
  const body = { workspacePageId: pageId, kind: 'form', title, form: { questions, ...more } };
  const section = (await api.post('/v1/workspace-sections', body).expect(201)).body.data.workspaceSection;
  return { id: section.id, questionIds: (section.form.questions as Json[]).map((q) => q.id as string), section };
}

/** A contact of `workspace` (a user of its organization), as the published page hands it to FormResponses. */
export async function newRespondent(
  t: TestApp,
  { orgId, slug, workspace, user = {} }: { orgId: string; slug: string; workspace: WorkspaceEntity; user?: Json },
): Promise<Respondent> {
  const contact = await insertUser(t, orgId, user);
  return { organizationId: orgId, orgSlug: slug, appBaseUrl: 'http://app.test', workspace, userId: contact.id };
}

/**
 * A contact's submission, through the core the published page calls (FormResponses.submit): the page's own routes
 * are another suite's subject.
 */
export async function submitAnswers(
  t: TestApp,
  who: Respondent,
  formId: string,
  input: Record<string, unknown>,
): Promise<{ id: string } & Json> {
  const { response } = await t.app.get(FormResponses).submit(who, { formId, input }, async () => {});
  return response as unknown as { id: string } & Json;
}
