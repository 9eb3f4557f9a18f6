import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import type { EntityManager } from 'typeorm';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, presentPage } from '../common/pagination/page-info.js';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { emitChange } from '../events/emit-event.js';
import type { CreateTemplateDto, UpdateTemplateDto } from './dto/template-write.dto.js';
import { replaceFirstPlanTasks } from './template-tasks.rules.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import { loadTemplatePlanTasks } from './template-plan-tasks.query.js';
import { TemplateEntity } from './template.entity.js';
import { TEMPLATE_SHAPE, type TemplateDoc, toTemplateResource } from './template.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type TemplateOut = Partial<TemplateDoc>;

@Injectable()
export class TemplatesService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

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
        createdAt: now,
        updatedAt: now,
      });
      await m.insert(TemplateEntity, template);
      await replaceFirstPlanTasks(m, template, { inputs: dto.planTasks ?? [], now, creating: true });
      const render = async (all: Selection) => (await this.present(m, [template], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'template.created', sel, render });
    });
  }

  /** Fields not sent keep their values; `planTasks`, when sent, is the complete new ordered list. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateTemplateDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<TemplateOut>> {
    const sel = Selection.parse(TEMPLATE_SHAPE, properties);
    return writeVersioned(this.db, { entity: TemplateEntity, id }, async (m) => {
      await this.db.lock(m, `template:${id}`);
      const template = await findInOrg(m, TemplateEntity, { orgId: org.id, id, resource: 'template' });
      await requireVersion(m, { entity: TemplateEntity, row: template, ifMatch });
      const now = nowIso();
      const changes: Partial<TemplateEntity> = {};
      for (const key of ['name', 'title', 'chatChannelEnabled', 'messagesEnabled', 'stagesEnabled'] as const) {
        if (dto[key] !== undefined) Object.assign(changes, { [key]: dto[key] });
      }
      if (dto.types !== undefined) changes.types = [...new Set(dto.types)];
      if (dto.planTasks) await replaceFirstPlanTasks(m, template, { inputs: dto.planTasks, now, creating: false });
      if (Object.keys(changes).length === 0 && !dto.planTasks) return (await this.present(m, [template], sel))[0];
      changes.updatedAt = now;
      await m.update(TemplateEntity, { id: template.id }, changes);
      Object.assign(template, changes);
      const render = async (all: Selection) => (await this.present(m, [template], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'template.updated', sel, render });
    });
  }

  private async present(m: EntityManager, templates: TemplateEntity[], sel: Selection): Promise<TemplateOut[]> {
    const planTasks = sel.has('planTasks')
      ? await loadTemplatePlanTasks(
          m,
          templates.map((template) => template.id),
        )
      : null;
    return templates.map((template) => toTemplateResource(template, planTasks?.get(template.id), this.urls, sel));
  }
}
