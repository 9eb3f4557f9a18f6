import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { EntityManager } from 'typeorm';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { emitChange } from '../events/emit-event.js';
import type { CreateTemplateDto, UpdateTemplateDto } from './dto/template-write.dto.js';
import { replaceFirstPlanTasks } from './template-tasks.rules.js';
import { replaceTemplatePlans } from './template-plans.rules.js';
import { replaceTemplatePages } from './template-pages.rules.js';
import { requireSectionsWithinPlans } from './template-sections.rules.js';
import { countTemplatePlans } from './template-plan.repository.js';
import { invalidField } from '../common/http/app-error.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import { insertTemplate, loadTemplateStructure, updateTemplate } from './template.repository.js';
import { TemplateEntity } from './template.entity.js';
import { TEMPLATE_SHAPE, type TemplateDoc, toTemplateResource } from './template.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type TemplateOut = Partial<TemplateDoc>;

@Injectable()
export class TemplatesService {
  /** The largest file a form's question may ask for: the service's own limit. */
  private readonly limits: { maxFileBytes: number };

  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = { maxFileBytes: config.files.maxBytes };
  }

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<TemplateOut>> {
    const sel = Selection.parse(TEMPLATE_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id };
    return this.db.read((m) =>
      presentPage(m, { entity: TemplateEntity, where, window }, (templates) => this.present(m, templates, sel)),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<TemplateOut>> {
    const sel = Selection.parse(TEMPLATE_SHAPE, properties);
    return this.db.read(async (m) => {
      const template = await findInOrg(m, TemplateEntity, { orgId: org.id, id, resource: 'template' });
      return versioned((await this.present(m, [template], sel))[0], template);
    });
  }

  create(org: OrgContext, dto: CreateTemplateDto, properties?: string[]): Promise<TemplateOut> {
    const sel = Selection.parse(TEMPLATE_SHAPE, properties);
    checkPlanForms(dto);
    return this.db.write(async (m) => {
      const now = nowIso();
      const template = m.create(TemplateEntity, {
        id: newId(),
        organizationId: org.id,
        name: dto.name,
        title: dto.title ?? null,
        types: [...new Set(dto.types ?? [])],
        chatChannelEnabled: dto.chatChannelEnabled ?? false,
        messagesEnabled: dto.messagesEnabled ?? true,
        stagesEnabled: dto.stagesEnabled ?? false,
        keyDatesEnabled: dto.keyDatesEnabled ?? false,
        createdAt: now,
        updatedAt: now,
      });
      await insertTemplate(m, template);
      if (dto.plans) await replaceTemplatePlans(m, template, { inputs: dto.plans, now, creating: true });
      else await replaceFirstPlanTasks(m, template, { inputs: dto.planTasks ?? [], now, creating: true });
      if (dto.pages) {
        const planCount = dto.plans?.length ?? (dto.planTasks?.length ? 1 : 0);
        await replaceTemplatePages(m, template, { inputs: dto.pages, now, creating: true, planCount, ...this.limits });
      }
      const render = async (all: Selection) => (await this.present(m, [template], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'template.created', sel, render });
    });
  }

  /** Fields not sent keep their values; `planTasks`, `plans` and `pages`, when sent, are complete new ordered lists. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateTemplateDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<TemplateOut>> {
    const sel = Selection.parse(TEMPLATE_SHAPE, properties);
    checkPlanForms(dto);
    return writeVersioned(this.db, { entity: TemplateEntity, id }, async (m) => {
      await this.db.lock(m, `template:${id}`);
      const template = await findInOrg(m, TemplateEntity, { orgId: org.id, id, resource: 'template' });
      await requireVersion(m, { entity: TemplateEntity, row: template, ifMatch });
      const now = nowIso();
      const changes: Partial<TemplateEntity> = {};
      for (const key of [
        'name',
        'title',
        'chatChannelEnabled',
        'messagesEnabled',
        'stagesEnabled',
        'keyDatesEnabled',
      ] as const) {
        if (dto[key] !== undefined) Object.assign(changes, { [key]: dto[key] });
      }
      if (dto.types !== undefined) changes.types = [...new Set(dto.types)];
      const structural = await this.replaceStructure(m, template, { dto, now });
      if (Object.keys(changes).length === 0 && !structural) return (await this.present(m, [template], sel))[0];
      changes.updatedAt = now;
      await updateTemplate(m, { id: template.id, changes });
      Object.assign(template, changes);
      const render = async (all: Selection) => (await this.present(m, [template], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'template.updated', sel, render });
    });
  }

  /**
   * The lists an update sends, each the complete new list; false when it sends none. Plans go first: a section's
   * planIndex names a plan after the write, and changed plans must leave no section of the pages kept pointing past
   * the last one.
   */
  private async replaceStructure(
    m: EntityManager,
    template: TemplateEntity,
    { dto, now }: { dto: UpdateTemplateDto; now: string },
  ): Promise<boolean> {
    if (dto.plans) await replaceTemplatePlans(m, template, { inputs: dto.plans, now, creating: false });
    else if (dto.planTasks) await replaceFirstPlanTasks(m, template, { inputs: dto.planTasks, now, creating: false });
    if (dto.pages || dto.plans) {
      const planCount = dto.plans?.length ?? (await countTemplatePlans(m, template.id));
      if (dto.pages)
        await replaceTemplatePages(m, template, { inputs: dto.pages, now, creating: false, planCount, ...this.limits });
      else await requireSectionsWithinPlans(m, { templateId: template.id, planCount });
    }
    return Boolean(dto.plans ?? dto.planTasks ?? dto.pages);
  }

  private async present(m: EntityManager, templates: TemplateEntity[], sel: Selection): Promise<TemplateOut[]> {
    const ids = templates.map((template) => template.id);
    const structure = await loadTemplateStructure(m, ids, sel);
    return templates.map((template) => toTemplateResource(template, structure.get(template.id) ?? {}, this.urls, sel));
  }
}

/**
 * `planTasks` is the first plan's task list and `plans` holds every plan's: a body sending both would give the first
 * plan's tasks twice, so it is refused rather than one silently winning.
 */
function checkPlanForms(dto: { plans?: unknown; planTasks?: unknown }): void {
  if (dto.plans !== undefined && dto.planTasks !== undefined) {
    throw invalidField('planTasks', 'cannot be sent with plans: send the first plan’s tasks as plans[0].tasks');
  }
}
