import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError, type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { FileStore } from '../files/file-store.js';
import { type FormDefinition, acceptsType } from '../form-definitions/form-definition.js';
import { workspaceRowById } from '../workspace-core/workspace-row.repository.js';
import { FormResponses, type Respondent } from '../workspace-forms/form-responses.service.js';
import type { Form } from './form-body.js';
import { typedAnswers } from './form-fields.js';
import { FormTokens } from './form-tokens.js';
import { type ShownForm, formStates, keyedResponseExists, shownForm } from './visible-form.repository.js';
import { type Visit, canComplete, canSeeContent, pageNotFound } from './visitor-access.js';
import { VisitorEngagement } from './visitor-engagement.service.js';
import { VisitorLimits } from './visitor-limits.js';
import { type Rendered, VisitorPages } from './visitor-pages.service.js';
import { backTo } from './visitor-requests.js';
import { UploadRefused, inPageWords } from './visitor-upload-words.js';

const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,32}$/;

/**
 * The largest answers form a form's page may post, known before its body is read: each text answer at its longest,
 * every character of it percent-encoded UTF-8 (12 bytes), every choice ticked, room for the rest. A 1 MiB answer to
 * a short question is refused unread (413); a long form of long answers still fits.
 */
export function formLimitBytes(definition: FormDefinition): number {
  const encoded = (chars: number) => chars * 12 + 128;
  const bytes = definition.questions.reduce((sum, question) => {
    switch (question.type) {
      case 'shortText':
      case 'longText':
        return sum + encoded(question.maxLength ?? 10_000);
      case 'singleChoice':
      case 'multipleChoice':
        return sum + (question.choices ?? []).reduce((all, choice) => all + encoded(choice.length), 0);
      case 'file':
        return sum + encoded(20) * (question.maxFiles ?? 1);
      default:
        return sum + encoded(100);
    }
  }, 16 * 1024);
  return Math.min(bytes, 8 * 1024 * 1024);
}

/**
 * Forms answered on the published page by a signed-in contact whose role may act: the submission, the draft (the
 * "Save draft" button, and the script's autosave), and the files of file questions, each uploaded when picked into
 * the draft. Everything that can refuse a request is checked before its body is read (admit); the answers are then
 * checked by FormResponses with the rules the API states, and a 400 is the page again with each problem beside its
 * question.
 */
@Injectable()
export class VisitorForms {
  constructor(
    private readonly db: Db,
    private readonly responses: FormResponses,
    private readonly store: FileStore,
    private readonly engagement: VisitorEngagement,
    private readonly limits: VisitorLimits,
    private readonly tokens: FormTokens,
    private readonly pages: VisitorPages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The form a POST names, before its body is read: a form this page shows (else 404, whoever asks), a visitor whose
   * role may answer it (403), not locked (409), within the contact's rate (429: drafts have a budget of their own).
   */
  async admit(visit: Visit, formId: string, rate: 'write' | 'draft'): Promise<ShownForm> {
    if (!canSeeContent(visit) || !ID_PATTERN.test(formId)) throw pageNotFound();
    const form = await this.db.read((m) => shownForm(m, { workspaceId: visit.workspace.id, id: formId }));
    if (!form) throw pageNotFound();
    if (!canComplete(visit)) {
      throw new AppError(403, 'Your role in this workspace lets you read this form, not answer it.');
    }
    if (form.definition.isLocked) {
      throw new AppError(409, 'This form is locked: the team is no longer taking answers to it.');
    }
    const who = { userId: visit.contact!.userId, organizationId: visit.workspace.organizationId };
    await (rate === 'draft' ? this.limits.draft(who) : this.limits.write(who));
    return form;
  }

  /** The form's button: "Save draft" keeps the answers as typed; "Submit" checks and records them, or says what to correct. */
  async submit(visit: Visit, form: ShownForm, fields: Form): Promise<string | Rendered> {
    const who = await this.respondent(visit);
    const input = typedAnswers(form.definition, fields);
    const here = `${backTo(visit, form.pageId)}`;
    if (fields.one('intent') === 'draft') {
      await this.responses.saveDraft(who, form.id, input);
      return `${here}?saved=${form.id}#form-${form.id}`;
    }
    const key = fields.one('submissionKey');
    const submissionKey = key !== undefined && SUBMISSION_KEY.test(key) ? key : undefined;
    try {
      await this.checkOwnFiles(who, form, { input, submissionKey });
      await this.responses.submit(who, { formId: form.id, input, submissionKey }, async (m, _form, submitted) => {
        // A new response is the contact's act (an edit of their one, or a repeated key, is not another).
        if (!submitted.created) return;
        const act = {
          type: 'workspace.form.submitted' as const,
          subject: { workspacePageId: form.pageId },
          associated: { workspaceForm: { id: form.id, title: form.title } },
        };
        await this.engagement.record(m, visit, act, nowIso());
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 400) throw error;
      const retry = { formId: form.id, typed: input, errors: error.details };
      return this.pages.page(visit, form.pageId, undefined, { retry });
    }
    return `${here}?received=${form.id}#form-${form.id}`;
  }

  /** The script's autosave: the answers as typed, kept for the next visit (unchecked until submitted). */
  async saveDraft(visit: Visit, form: ShownForm, fields: Form): Promise<void> {
    await this.responses.saveDraft(await this.respondent(visit), form.id, typedAnswers(form.definition, fields));
  }

  /**
   * A file for a file question, from its own multipart form (the token in its address): the question, the token and
   * the room left in the answer are checked before a byte is read, the question's size limit while the bytes stream
   * in, its types once they are sniffed (the file is then deleted); the stored file joins the contact's draft in the
   * transaction that makes it ready. Answers the address to go back to.
   */
  async upload(
    visit: Visit,
    form: ShownForm,
    { questionId, token, req }: { questionId: string; token: unknown; req: Request },
  ): Promise<string> {
    const question = form.definition.questions.find((q) => q.id === questionId && q.type === 'file');
    if (!question) throw pageNotFound();
    await this.tokens.verify(req, visit.workspace.id, typeof token === 'string' ? token : undefined);
    const who = await this.respondent(visit);
    const held = (await this.responses.draft(who, form.id))?.[question.id];
    const most = question.maxFiles ?? 1;
    const full = () =>
      new UploadRefused(
        409,
        `This question takes ${most === 1 ? 'one file' : `${most} files`}: untick one to replace it.`,
      );
    // Checked again, under the contact's lock, in the transaction that keeps the file (keepDraftFile).
    if (Array.isArray(held) && held.length >= most) throw full();
    const maxBytes = Math.min(question.maxFileBytes ?? Number.MAX_SAFE_INTEGER, this.config.files.maxBytes);
    const org = { id: visit.workspace.organizationId };
    try {
      await this.store.store(org, req, { maxBytes }, async (m, file) => {
        if (file.size === 0) throw new UploadRefused(400, 'Choose a file to upload: the one sent was empty.');
        if (!acceptsType(question.fileTypes, file.contentType)) {
          throw new UploadRefused(415, `Files of this type (${file.contentType}) are not accepted for this question.`);
        }
        await this.responses.keepDraftFile(m, who, { formId: form.id, questionId, fileId: file.id });
      });
    } catch (error) {
      throw inPageWords(error, { maxBytes, full });
    }
    return `${backTo(visit, form.pageId)}#f-${form.id}-${question.id}`;
  }

  /**
   * A file answer names only files this contact uploaded to this form (kept in their draft, or in their response):
   * never another file of the organization, whose id they might have learnt elsewhere.
   */
  private async checkOwnFiles(
    who: Respondent,
    form: ShownForm,
    { input, submissionKey }: { input: Readonly<Record<string, unknown>>; submissionKey?: string },
  ): Promise<void> {
    const fileQuestions = form.definition.questions.filter((q) => q.type === 'file' && Array.isArray(input[q.id]));
    if (fileQuestions.length === 0) return;
    const states = await this.db.read((m) =>
      formStates(m, {
        organizationId: who.organizationId,
        formIds: [form.id],
        onceFormIds: form.definition.allowsMultipleResponses ? [] : [form.id],
        userId: who.userId,
      }),
    );
    const details: ErrorDetail[] = [];
    for (const question of fileQuestions) {
      const own = new Set(
        [states.drafts.get(form.id), states.responses.get(form.id)?.answers].flatMap((answers) => {
          const value = answers?.[question.id];
          return Array.isArray(value) ? value : [];
        }),
      );
      const sent = input[question.id] as unknown[];
      if (sent.some((id) => typeof id !== 'string' || !own.has(id))) {
        details.push({ field: `answers.${question.id}`, message: 'names a file that was not uploaded to this form' });
      }
    }
    if (details.length === 0) return;
    // A second click of the same submission, after the first took the draft: the response it made answers it.
    if (submissionKey && (await this.db.read((m) => keyedResponseExists(m, { formId: form.id, submissionKey }))))
      return;
    throw invalidFields(details);
  }

  private async respondent(visit: Visit): Promise<Respondent> {
    const workspace = await this.db.read((m) => workspaceRowById(m, visit.workspace.id));
    if (!workspace) throw pageNotFound();
    return {
      organizationId: visit.workspace.organizationId,
      orgSlug: visit.workspace.orgSlug,
      appBaseUrl: this.config.appBaseUrl,
      workspace,
      userId: visit.contact!.userId,
    };
  }
}
