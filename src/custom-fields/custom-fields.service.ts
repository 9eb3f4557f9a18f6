import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { findPage } from '../common/repository/find-page.js';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { emitChange } from '../events/emit-event.js';
import type { CreateCustomFieldDto, UpdateCustomFieldDto } from './dto/custom-field-write.dto.js';
import {
  checkOptions,
  newVariableName,
  replaceOptions,
  requireFreeVariableName,
} from './custom-field-options.rules.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { Db } from '../database/db.service.js';
import type { EntityManager } from 'typeorm';
import { insertCustomField, loadCustomFieldOptions, updateCustomField } from './custom-field.repository.js';
import { CustomFieldEntity } from './custom-field.entity.js';
import { CUSTOM_FIELD_SHAPE, type CustomFieldDoc, toCustomFieldResource } from './custom-field.resource.js';
import type { ListCustomFieldsQuery } from './dto/list-custom-fields.query.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

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
      const { rows: fields, total } = await findPage(m, { entity: CustomFieldEntity, where, window });
      const items = await this.present(m, fields, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<CustomFieldOut>> {
    const sel = Selection.parse(CUSTOM_FIELD_SHAPE, properties);
    return this.db.read(async (m) => {
      const field = await findInOrg(m, CustomFieldEntity, { orgId: org.id, id, resource: 'customField' });
      return versioned((await this.present(m, [field], sel))[0], field);
    });
  }

  create(org: OrgContext, dto: CreateCustomFieldDto, properties?: string[]): Promise<CustomFieldOut> {
    const sel = Selection.parse(CUSTOM_FIELD_SHAPE, properties);
    checkOptions(dto.type, dto.options);
    return this.db.write(async (m) => {
      const variableName = newVariableName(dto);
      await this.db.lock(m, `custom-field-names:${org.id}`);
      await requireFreeVariableName(m, { organizationId: org.id, objectType: dto.objectType }, variableName);
      const now = nowIso();
      const field = m.create(CustomFieldEntity, {
        id: newId(),
        organizationId: org.id,
        name: dto.name,
        variableName,
        type: dto.type,
        objectType: dto.objectType,
        createdAt: now,
        updatedAt: now,
      });
      await insertCustomField(m, field);
      await replaceOptions(m, field.id, dto.options ?? []);
      const render = async (all: Selection) => (await this.present(m, [field], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'customField.created', sel, render });
    });
  }

  /** `type` and `objectType` are fixed once values may exist; sending them is a 400 (unknown field). */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateCustomFieldDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<CustomFieldOut>> {
    const sel = Selection.parse(CUSTOM_FIELD_SHAPE, properties);
    return writeVersioned(this.db, { entity: CustomFieldEntity, id }, async (m) => {
      await this.db.lock(m, `custom-field-names:${org.id}`);
      const field = await findInOrg(m, CustomFieldEntity, { orgId: org.id, id, resource: 'customField' });
      await requireVersion(m, { entity: CustomFieldEntity, row: field, ifMatch });
      if (dto.options) checkOptions(field.type, dto.options);
      if (dto.variableName !== undefined) await requireFreeVariableName(m, field, dto.variableName);
      const changes: Partial<CustomFieldEntity> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.variableName !== undefined) changes.variableName = dto.variableName;
      if (dto.options) await replaceOptions(m, field.id, dto.options);
      if (Object.keys(changes).length === 0 && !dto.options) return (await this.present(m, [field], sel))[0];
      changes.updatedAt = nowIso();
      await updateCustomField(m, { id: field.id, changes });
      Object.assign(field, changes);
      const render = async (all: Selection) => (await this.present(m, [field], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'customField.updated', sel, render });
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
