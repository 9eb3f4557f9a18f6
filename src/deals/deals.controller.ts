import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { DealDoc } from './deal.resource.js';
import { DealsService } from './deals.service.js';
import { CreateDealDto, DealPropertiesQuery, ListDealsQuery, UpdateDealDto } from './dto/deal.dto.js';

const routes = resourceRoutes({ one: 'deal', many: 'deals', type: DealDoc, location: 'deals' });

@ApiTags('Deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @routes.list({ summary: 'List deals', description: 'Newest first, each with its custom fields.' })
  async listDeals(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListDealsQuery) {
    return listed('deals', await this.deals.list(org, q));
  }

  @routes.create({
    summary: 'Create a deal',
    description: '`amount` is stored exactly and served as a string; `createdDate` is the creation time.',
  })
  async createDeal(@CurrentOrg() org: OrgContext, @Body() dto: CreateDealDto, @ParsedQuery() q: DealPropertiesQuery) {
    return { deal: await this.deals.create(org, dto, q.properties) };
  }

  @routes.get({
    summary: 'Retrieve a deal',
    description: 'With `amount` as an exact decimal string and every deal custom field with this deal’s value.',
  })
  async getDeal(@Target() t: RowTarget, @ParsedQuery() q: DealPropertiesQuery) {
    return etagged('deal', await this.deals.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update a deal',
    description: 'Fields not sent keep their values; null clears an optional field. `customFields` as on accounts.',
  })
  async updateDeal(@Target() t: RowTarget, @Body() dto: UpdateDealDto, @ParsedQuery() q: DealPropertiesQuery) {
    return etagged('deal', await this.deals.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }
}
