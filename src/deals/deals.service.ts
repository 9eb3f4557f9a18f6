import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { findPage } from '../common/repository/find-page.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso, parseInstant } from '../common/time.js';
import { applyCustomFieldValues } from '../custom-fields/custom-field-values.rules.js';
import { Db } from '../database/db.service.js';
import { emitChange } from '../events/emit-event.js';
import { DealEntity } from './deal.entity.js';
import { insertDeal, updateDeal } from './deal.repository.js';
import { DEAL_SHAPE, type DealDoc } from './deal.resource.js';
import { renderDeals } from './deal.resource.js';
import { canonicalAmount } from '../common/decimal.js';
import type { CreateDealDto, UpdateDealDto } from './dto/deal.dto.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type DealOut = Partial<DealDoc>;

const TEXT_COLUMNS = ['name', 'stage', 'type', 'crmBDealId', 'crmAOpportunityId'] as const;

@Injectable()
export class DealsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<DealOut>> {
    const sel = Selection.parse(DEAL_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const { rows, total } = await findPage(m, { entity: DealEntity, where: { organizationId: org.id }, window });
      const items = await this.present(m, org, rows, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<DealOut>> {
    const sel = Selection.parse(DEAL_SHAPE, properties);
    return this.db.read(async (m) => {
      const deal = await this.find(m, org, id);
      return versioned((await this.present(m, org, [deal], sel))[0], deal);
    });
  }

  create(org: OrgContext, dto: CreateDealDto, properties?: string[]): Promise<DealOut> {
    const sel = Selection.parse(DEAL_SHAPE, properties);
    return this.db.write(async (m) => {
      const now = nowIso();
      const deal = m.create(DealEntity, {
        id: newId(),
        organizationId: org.id,
        name: dto.name,
        amount: canonicalAmount(dto.amount ?? null),
        stage: dto.stage ?? null,
        type: dto.type ?? null,
        createdDate: now,
        closeDate: dto.closeDate ? parseInstant(dto.closeDate) : null,
        crmBDealId: dto.crmBDealId ?? null,
        crmAOpportunityId: dto.crmAOpportunityId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertDeal(m, deal);
      await applyCustomFieldValues(m, {
        orgId: org.id,
        objectType: 'deal',
        objectId: deal.id,
        updates: dto.customFields ?? [],
      });
      const render = async (all: Selection) => (await this.present(m, org, [deal], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'deal.created', sel, render });
    });
  }

  update(
    org: OrgContext,
    id: string,
    dto: UpdateDealDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<DealOut>> {
    const sel = Selection.parse(DEAL_SHAPE, properties);
    return writeVersioned(this.db, { entity: DealEntity, id }, async (m) => {
      const deal = await this.find(m, org, id);
      await requireVersion(m, { entity: DealEntity, row: deal, ifMatch });
      await applyCustomFieldValues(m, {
        orgId: org.id,
        objectType: 'deal',
        objectId: deal.id,
        updates: dto.customFields ?? [],
      });
      const changes: Partial<DealEntity> = {};
      for (const column of TEXT_COLUMNS) {
        if (dto[column] !== undefined) Object.assign(changes, { [column]: dto[column] });
      }
      if (dto.amount !== undefined) changes.amount = canonicalAmount(dto.amount);
      if (dto.closeDate !== undefined) changes.closeDate = dto.closeDate === null ? null : parseInstant(dto.closeDate);
      if (Object.keys(changes).length === 0 && (dto.customFields?.length ?? 0) === 0) {
        return (await this.present(m, org, [deal], sel))[0];
      }
      changes.updatedAt = nowIso();
      await updateDeal(m, { id: deal.id, changes });
      Object.assign(deal, changes);
      const render = async (all: Selection) => (await this.present(m, org, [deal], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'deal.updated', sel, render });
    });
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<DealEntity> {
    return findInOrg(m, DealEntity, { orgId: org.id, id, resource: 'deal' });
  }

  private present(m: EntityManager, org: OrgContext, deals: DealEntity[], sel: Selection): Promise<DealOut[]> {
    return renderDeals(m, deals, { orgId: org.id, urls: this.urls, sel });
  }
}
