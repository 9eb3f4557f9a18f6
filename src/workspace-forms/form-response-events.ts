import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { emitEvent } from '../events/emit-event.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import type { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import type { Respondent, Submitted } from './form-responses.service.js';
import { answerValues } from './form-response-view.js';
import type { FormAnswerDoc } from './workspace-form-response.resource.js';
import type { QuestionType } from '../form-definitions/form-definition.js';
import { accountNamed } from './workspace-form-response.repository.js';

/**
 * Emits `workspaceForm.submitted` (a new response) or `workspaceForm.updated` (a contact's one, edited): the response
 * as the API shows it, with the `associatedObjects` a Dock receiver of `workspace.form.submitted` reads, drawn now:
 * the form, its questions (id, title, type) and the answers (formQuestionId, value as text, files with their signed
 * links), beside the workspace, its account and the contact.
 */
export async function emitResponseEvent(
  m: EntityManager,
  {
    who,
    form,
    submitted,
    urls,
  }: { who: Respondent; form: WorkspaceSectionEntity; submitted: Submitted; urls: PublicUrls },
): Promise<void> {
  const { response } = submitted;
  const { workspace } = who;
  const questions = form.form?.questions ?? [];
  const account = workspace.accountId ? await accountNamed(m, workspace.accountId) : null;
  const user = response.respondent;
  const associatedObjects = {
    workspaceFormResponse: response,
    workspaceForm: {
      id: form.id,
      object: 'workspaceForm',
      title: form.title,
      url: urls.of('workspace-forms', form.id),
    },
    formQuestions: questions.map((question) => ({
      id: question.id,
      title: question.title,
      type: dockQuestionType(question.type),
    })),
    formQuestionResponses: dockResponses(response.answers),
    workspace: { id: workspace.id, name: workspace.name, url: workspaceUrl(who.appBaseUrl, who.orgSlug, workspace) },
    account: account ? { id: account.id, name: account.name } : null,
    user: user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null,
  };
  const type = submitted.created ? 'workspaceForm.submitted' : 'workspaceForm.updated';
  await emitEvent(m, { organizationId: who.organizationId, type, object: { ...response, associatedObjects } });
}

/**
 * Dock's names for the question types its deliveries are seen to carry (a replayed real payload: `single_line`,
 * `dropdown`, `file_upload`); the others keep ours, no Dock name for them being known.
 */
const DOCK_QUESTION_TYPES: Partial<Record<QuestionType, string>> = {
  shortText: 'single_line',
  singleChoice: 'dropdown',
  file: 'file_upload',
};

const dockQuestionType = (type: QuestionType): string => DOCK_QUESTION_TYPES[type] ?? type;

/**
 * The answers as Dock delivers them: only the questions answered, each `value` a list of strings (one for a text or
 * a choice, the names of the files for a file answer), and `files` (name, signed url, expiry) on file answers only.
 */
function dockResponses(answers: readonly FormAnswerDoc[]) {
  return answers
    .filter((answer) => answer.value !== null)
    .map((answer) => ({
      formQuestionId: answer.formQuestionId,
      value: answerValues(answer),
      ...(answer.files
        ? { files: answer.files.map((file) => ({ name: file.name, url: file.url, expiresAt: file.expiresAt })) }
        : {}),
    }));
}
