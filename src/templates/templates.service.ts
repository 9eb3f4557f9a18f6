import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import type { EntityManager } from 'typeorm';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import { loadTemplatePlanTasks } from './template-plan-tasks.query.js';
import { TemplateEntity } from './template.entity.js';
import { TEMPLATE_SHAPE, type TemplateDoc, toTemplateResource } from './template.resource.js';

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
    return this.db.read(async (m) => {
      const total = await m.count(TemplateEntity, { where: { organizationId: org.id } });
      const templates =
        window.offset >= total
          ? []
          : await m.find(TemplateEntity, {
              where: { organizationId: org.id },
              order: { createdAt: 'DESC', id: 'DESC' },
              skip: window.offset,
              take: window.limit,
            });
      const items = await this.present(m, templates, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<TemplateOut> {
    const sel = Selection.parse(TEMPLATE_SHAPE, properties);
    return this.db.read(async (m) => {
      const template = await findInOrg(m, TemplateEntity, org.id, id, 'template');
      return (await this.present(m, [template], sel))[0];
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
