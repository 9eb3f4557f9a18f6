import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, invalidFields } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { FileLinks } from '../files/file-links.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import type { FormAnswers } from './form-answers.js';
import { checkAnswers, draftAnswers } from './form-answers.rules.js';
import { emitResponseEvent } from './form-response-events.js';
import { answerDocs, answeredFileIds } from './form-response-view.js';
import { WorkspaceFormDraftEntity } from './workspace-form-draft.entity.js';
import {
  deleteDraft,
  findContactResponse,
  findDraft,
  findForm,
  findKeyedResponse,
  insertResponse,
  readyFilesById,
  updateResponseAnswers,
  upsertDraft,
  usersById,
} from './workspace-form-response.repository.js';
import { WorkspaceFormResponseEntity } from './workspace-form-response.entity.js';
import { type WorkspaceFormResponseDoc, toWorkspaceFormResponseResource } from './workspace-form-response.resource.js';
import { toUserResource } from '../users/user.resource.js';

/** A signed-in contact answering a form of a workspace; the page has checked that they may act and see it. */
export interface Respondent {
  organizationId: string;
  orgSlug: string;
  appBaseUrl: string;
  workspace: WorkspaceEntity;
  userId: string;
}

/** What a submission did: the response as the API shows it, and whether it is new (else an edit of the contact's one). */
export interface Submitted {
  response: WorkspaceFormResponseDoc;
  created: boolean;
}

const formGone = (): AppError => new AppError(404, 'This form does not exist.');
const locked = (): AppError =>
  new AppError(409, 'This form is locked: the team is no longer taking answers to it.', [
    { field: 'form', message: 'is locked' },
  ]);

/**
 * Drafts and responses of forms, written from the published workspace. A submission is one transaction under the
 * contact's lock on the form: the answers checked as the API states them (a 400 naming each), the response written
 * (new, or the contact's one edited where the form takes one per contact), the draft deleted, the event emitted and
 * whatever the caller runs `alongside` (the page records the contact's activity). A submission sent again with the
 * same key (a double click, a retry) is answered with the response it made, once.
 */
@Injectable()
export class FormResponses {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    private readonly links: FileLinks,
  ) {}

  /** The contact's draft of the form (what they typed and did not submit), or null. */
  draft(who: Respondent, formId: string): Promise<FormAnswers | null> {
    return this.db.read(async (m) => (await findDraft(m, { formId, userId: who.userId }))?.answers ?? null);
  }

  /** Keeps what the contact has typed so far (bounded, unchecked: see draftAnswers); answers what was kept. */
  saveDraft(who: Respondent, formId: string, input: Readonly<Record<string, unknown>>): Promise<FormAnswers> {
    return this.db.write(async (m) => this.writeDraft(m, who, { form: await this.openForm(m, who, formId), input }));
  }

  /**
   * Adds a file just uploaded to the contact's draft answer of a file question, in the caller's transaction (the one
   * that makes the file ready, so that no file is left stored and unnamed): the page uploads a file when it is picked,
   * and the draft holds it until the form is submitted. A file past the question's `maxFiles` is not kept.
   */
  async keepDraftFile(
    m: EntityManager,
    who: Respondent,
    { formId, questionId, fileId }: { formId: string; questionId: string; fileId: string },
  ): Promise<FormAnswers> {
    // Under the contact's lock on the form, as a submission: two uploads at once neither lose one another's file nor
    // pass the question's room together (the caller's file is discarded with the refusal).
    await this.db.lock(m, `form-response:${formId}:${who.userId}`);
    const form = await this.openForm(m, who, formId);
    const answers: FormAnswers = { ...(await findDraft(m, { formId, userId: who.userId }))?.answers };
    const held = Array.isArray(answers[questionId]) ? (answers[questionId] as string[]) : [];
    const most = form.form!.questions.find((question) => question.id === questionId)?.maxFiles ?? 1;
    if (held.length >= most) {
      throw new AppError(409, `This question takes at most ${most} file${most === 1 ? '' : 's'}: untick one first.`);
    }
    answers[questionId] = [...held, fileId];
    return this.writeDraft(m, who, { form, input: answers });
  }

  private async writeDraft(
    m: EntityManager,
    who: Respondent,
    { form, input }: { form: WorkspaceSectionEntity; input: Readonly<Record<string, unknown>> },
  ): Promise<FormAnswers> {
    const answers = draftAnswers(form.form!, input);
    const now = nowIso();
    const draft = m.create(WorkspaceFormDraftEntity, {
      id: newId(),
      organizationId: who.organizationId,
      workspaceId: who.workspace.id,
      formId: form.id,
      userId: who.userId,
      answers,
      createdAt: now,
      updatedAt: now,
    });
    await upsertDraft(m, draft);
    return answers;
  }

  submit(
    who: Respondent,
    {
      formId,
      input,
      submissionKey,
    }: { formId: string; input: Readonly<Record<string, unknown>>; submissionKey?: string },
    alongside: (m: EntityManager, form: WorkspaceSectionEntity, submitted: Submitted) => Promise<void>,
  ): Promise<Submitted> {
    return this.db.write(async (m) => {
      await this.db.lock(m, `form-response:${formId}:${who.userId}`);
      const form = await this.openForm(m, who, formId);
      if (submissionKey) {
        const earlier = await findKeyedResponse(m, { formId, submissionKey });
        if (earlier) return { response: await this.render(m, form, earlier), created: false };
      }
      const definition = form.form!;
      const files = await readyFilesById(m, {
        orgId: who.organizationId,
        ids: answeredFileIds(definition, [input as FormAnswers]),
      });
      const { answers, details } = checkAnswers(definition, input, files);
      if (details.length > 0) throw invalidFields(details);
      const now = nowIso();
      const mine = definition.allowsMultipleResponses
        ? null
        : await findContactResponse(m, { formId, userId: who.userId });
      let response: WorkspaceFormResponseEntity;
      if (mine) {
        response = Object.assign(mine, { answers, updatedAt: now });
        await updateResponseAnswers(m, { id: mine.id, answers, updatedAt: now });
      } else {
        response = m.create(WorkspaceFormResponseEntity, {
          id: newId(),
          organizationId: who.organizationId,
          workspaceId: who.workspace.id,
          formId,
          userId: who.userId,
          answers,
          submittedAt: now,
          submissionKey: submissionKey ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await insertResponse(m, response);
      }
      await deleteDraft(m, { formId, userId: who.userId });
      const submitted = { response: await this.render(m, form, response), created: mine === null };
      await emitResponseEvent(m, { who, form, submitted, urls: this.urls });
      await alongside(m, form, submitted);
      return submitted;
    });
  }

  /** The form the contact answers: a form of their workspace, not locked. */
  private async openForm(m: EntityManager, who: Respondent, formId: string): Promise<WorkspaceSectionEntity> {
    const form = await findForm(m, { orgId: who.organizationId, id: formId });
    if (!form || form.workspaceId !== who.workspace.id || !form.form) throw formGone();
    if (form.form.isLocked) throw locked();
    return form;
  }

  private async render(
    m: EntityManager,
    form: WorkspaceSectionEntity,
    response: WorkspaceFormResponseEntity,
  ): Promise<WorkspaceFormResponseDoc> {
    const files = await readyFilesById(m, {
      orgId: response.organizationId,
      ids: answeredFileIds(form.form, [response.answers]),
    });
    const respondent = (await usersById(m, [response.userId])).get(response.userId);
    return toWorkspaceFormResponseResource(response, {
      urls: this.urls,
      respondent: respondent ? toUserResource(respondent, this.urls) : null,
      answers: await answerDocs(form.form, response.answers, { files, links: this.links }),
    });
  }
}
