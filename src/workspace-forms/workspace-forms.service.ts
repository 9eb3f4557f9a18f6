import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { type ListQuery, type Page, buildPageInfo, readPage } from '../common/pagination/page-info.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitEvent } from '../events/emit-event.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { toWorkspaceSectionResource } from '../workspace-sections/workspace-section.resource.js';
import type { UpdateWorkspaceFormDto } from './dto/update-workspace-form.dto.js';
import { FORM_FILTERS } from './form-filters.js';
import { countForms, formPage, responseCounts, saveFormDefinition } from './workspace-form.repository.js';
import { WORKSPACE_FORM_SHAPE, type WorkspaceFormDoc, toWorkspaceFormResource } from './workspace-form.resource.js';
import { findForm } from './workspace-form-response.repository.js';

type FormOut = Partial<WorkspaceFormDoc>;

/** A form section of the organization as a form, or 404 (another organization's, or a section of another kind). */
export async function requireForm(m: EntityManager, org: OrgContext, id: string): Promise<WorkspaceSectionEntity> {
  const form = await findForm(m, { orgId: org.id, id });
  if (!form?.form) throw notFound('workspaceForm', id);
  return form;
}

/**
 * The team's view of forms: a workspace's `form` sections read as forms (list, retrieve with questions, each with
 * its response count), and the lock. The questions themselves are written through the section routes.
 */
@Injectable()
export class WorkspaceFormsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<FormOut>> {
    const sel = Selection.parse(WORKSPACE_FORM_SHAPE, query.properties);
    const window = pageWindow(query);
    const filters = FORM_FILTERS.parse(query.filters);
    return this.db.read(async (m) => {
      const { rows, total } = await readPage(window, {
        total: () => countForms(m, org.id, filters),
        rows: () => formPage(m, org.id, { filters, window }),
      });
      const items = await this.present(m, rows, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<FormOut>> {
    const sel = Selection.parse(WORKSPACE_FORM_SHAPE, properties);
    return this.db.read(async (m) => {
      const form = await requireForm(m, org, id);
      return versioned((await this.present(m, [form], sel))[0], form);
    });
  }

  /**
   * Locks or unlocks the form (its section's `form.isLocked`): a submission committed after the lock is refused with
   * 409 on the page. A body that changes nothing answers the form as it is (no event); a change is the section's
   * `workspaceSection.updated`, as the same change through PATCH /v1/workspace-sections is.
   */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceFormDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<FormOut>> {
    const sel = Selection.parse(WORKSPACE_FORM_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceSectionEntity, id }, async (m) => {
      const section = await requireForm(m, org, id);
      await requireVersion(m, { entity: WorkspaceSectionEntity, row: section, ifMatch });
      if (section.form!.isLocked !== dto.isLocked) {
        Object.assign(section, { form: { ...section.form!, isLocked: dto.isLocked }, updatedAt: nowIso() });
        await saveFormDefinition(m, { id: section.id, form: section.form!, updatedAt: section.updatedAt });
        // A form section shows no assets: there are none to look up.
        const object = toWorkspaceSectionResource(section, { urls: this.urls, existingAssets: null });
        await emitEvent(m, { organizationId: org.id, type: 'workspaceSection.updated', object });
      }
      return (await this.present(m, [section], sel))[0];
    });
  }

  /** The one rendering of forms: the page's response counts in one statement. */
  private async present(m: EntityManager, forms: WorkspaceSectionEntity[], sel: Selection): Promise<FormOut[]> {
    const counts = sel.has('responseCount')
      ? await responseCounts(
          m,
          forms.map((form) => form.id),
        )
      : new Map();
    return forms.map((form) =>
      sel.project(toWorkspaceFormResource(form, { urls: this.urls, responseCount: counts.get(form.id) ?? 0 })),
    );
  }
}
