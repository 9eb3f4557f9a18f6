import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { badRequest } from '../common/http/app-error.js';
import { CsvBody } from '../common/http/csv.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type ListQuery, type Page, buildPageInfo, readPage } from '../common/pagination/page-info.js';
import { MAX_LIMIT, type PageWindow, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import { FileLinks } from '../files/file-links.js';
import { toUserResource } from '../users/user.resource.js';
import type { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { responseRows } from './form-responses.csv.js';
import { answerDocs, answeredFileIds } from './form-response-view.js';
import { countResponses, responsePage } from './workspace-form.repository.js';
import { readyFilesById, usersById } from './workspace-form-response.repository.js';
import type { WorkspaceFormResponseEntity } from './workspace-form-response.entity.js';
import {
  WORKSPACE_FORM_RESPONSE_SHAPE,
  type WorkspaceFormResponseDoc,
  toWorkspaceFormResponseResource,
} from './workspace-form-response.resource.js';
import { requireForm } from './workspace-forms.service.js';

/** The most responses one CSV export holds without `page`/`limit`; a larger form is exported page by page. */
export const CSV_EXPORT_MAX = 5_000;

/**
 * A form's responses for the team: a page of them as JSON (respondent, timestamps, answers by question, files with
 * fresh signed links), or the form's responses as CSV. Each page costs the same statements whatever its size: the
 * form, the count, the rows, their respondents and their files.
 */
@Injectable()
export class WorkspaceFormResponsesService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    private readonly links: FileLinks,
  ) {}

  list(org: OrgContext, formId: string, query: ListQuery): Promise<Page<Partial<WorkspaceFormResponseDoc>>> {
    const sel = Selection.parse(WORKSPACE_FORM_RESPONSE_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const form = await requireForm(m, org, formId);
      const { rows, total } = await readPage(window, {
        total: () => countResponses(m, form.id),
        rows: () => responsePage(m, { formId: form.id, window }),
      });
      const items = (await this.present(m, form, rows)).map((response) => sel.project(response));
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  /**
   * The CSV export: a header row (respondent, timestamps, then each question's title) and one row per response, in
   * the order of the JSON list. With `page` or `limit`, that page; without, every response, read MAX_LIMIT at a
   * time, up to CSV_EXPORT_MAX (a larger form is a 400 asking for pages, rather than an answer without an end).
   */
  export(org: OrgContext, formId: string, query: ListQuery): Promise<CsvBody> {
    return this.db.read(async (m) => {
      const form = await requireForm(m, org, formId);
      const responses: WorkspaceFormResponseDoc[] = [];
      if (query.page !== undefined || query.limit !== undefined) {
        responses.push(...(await this.present(m, form, await responsePage(m, { formId, window: pageWindow(query) }))));
      } else {
        const total = await countResponses(m, form.id);
        if (total > CSV_EXPORT_MAX) {
          throw badRequest(
            `This form has ${total} responses, more than the ${CSV_EXPORT_MAX} one export holds: export them by page (page, limit)`,
          );
        }
        for (let page = 1; (page - 1) * MAX_LIMIT < total; page += 1) {
          const window: PageWindow = { page, limit: MAX_LIMIT, offset: (page - 1) * MAX_LIMIT };
          responses.push(...(await this.present(m, form, await responsePage(m, { formId, window }))));
        }
      }
      return new CsvBody(responseRows(form.form!.questions, responses), `form-${form.id}-responses`);
    });
  }

  /** The one rendering of responses: respondents and files of the whole page in one statement each. */
  private async present(
    m: EntityManager,
    form: WorkspaceSectionEntity,
    rows: WorkspaceFormResponseEntity[],
  ): Promise<WorkspaceFormResponseDoc[]> {
    const [files, users] = [
      await readyFilesById(m, {
        orgId: form.organizationId,
        ids: answeredFileIds(
          form.form,
          rows.map((row) => row.answers),
        ),
      }),
      await usersById(
        m,
        rows.map((row) => row.userId),
      ),
    ];
    return Promise.all(
      rows.map(async (row) => {
        const user = users.get(row.userId);
        return toWorkspaceFormResponseResource(row, {
          urls: this.urls,
          respondent: user ? toUserResource(user, this.urls) : null,
          answers: await answerDocs(form.form, row.answers, { files, links: this.links }),
        });
      }),
    );
  }
}
