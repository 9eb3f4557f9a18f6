import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import type { EntityManager } from 'typeorm';
import { loadCustomFieldOptions } from './custom-field-values.query.js';
import { CustomFieldEntity } from './custom-field.entity.js';
import { CUSTOM_FIELD_SHAPE, type CustomFieldDoc, toCustomFieldResource } from './custom-field.resource.js';
import type { ListCustomFieldsQuery } from './dto/list-custom-fields.query.js';

type CustomFieldOut = Partial<CustomFieldDoc>;

@Injectable()
export class CustomFieldsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: ListCustomFieldsQuery): Promise<Page<CustomFieldOut>> {
    const sel = Selection.parse(CUSTOM_FIELD_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id, ...(query.object ? { objectType: query.object } : {}) };
    return this.db.read(async (m) => {
      const total = await m.count(CustomFieldEntity, { where });
      const fields =
        window.offset >= total
          ? []
          : await m.find(CustomFieldEntity, {
              where,
              order: { createdAt: 'DESC', id: 'DESC' },
              skip: window.offset,
              take: window.limit,
            });
      const items = await this.present(m, fields, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<CustomFieldOut> {
    const sel = Selection.parse(CUSTOM_FIELD_SHAPE, properties);
    return this.db.read(async (m) => {
      const field = await findInOrg(m, CustomFieldEntity, org.id, id, 'customField');
      return (await this.present(m, [field], sel))[0];
    });
  }

  private async present(m: EntityManager, fields: CustomFieldEntity[], sel: Selection): Promise<CustomFieldOut[]> {
    // Options are only read when selected; unselected they are projected away anyway.
    const options = sel.has('options')
      ? await loadCustomFieldOptions(
          m,
          fields.map((field) => field.id),
        )
      : null;
    return fields.map((field) => sel.project(toCustomFieldResource(field, options?.get(field.id) ?? [], this.urls)));
  }
}
