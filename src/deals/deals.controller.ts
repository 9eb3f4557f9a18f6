import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import { DealDoc } from './deal.resource.js';
import { DealsService } from './deals.service.js';
import { CreateDealDto, DealPropertiesQuery, ListDealsQuery, UpdateDealDto } from './dto/deal.dto.js';

@ApiTags('Deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @ListRoute({
    summary: 'List deals',
    description: 'Newest first, each with its custom fields.',
    returns: { key: 'deals', type: DealDoc },
  })
  async listDeals(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListDealsQuery) {
    const page = await this.deals.list(org, query);
    return { deals: page.items, pageInfo: page.pageInfo };
  }

  @CreateRoute({
    summary: 'Create a deal',
    description: '`amount` is stored exactly and served as a string; `createdDate` is the creation time.',
    location: 'deals',
    returns: { key: 'deal', type: DealDoc },
  })
  async createDeal(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateDealDto,
    @ParsedQuery() query: DealPropertiesQuery,
  ) {
    return { deal: await this.deals.create(org, dto, query.properties) };
  }

  @GetRoute({
    summary: 'Retrieve a deal',
    returns: { key: 'deal', type: DealDoc },
  })
  async getDeal(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: DealPropertiesQuery) {
    return etagged('deal', await this.deals.get(org, id, query.properties));
  }

  @UpdateRoute({
    summary: 'Update a deal',
    description: 'Fields not sent keep their values; null clears an optional field. `customFields` as on accounts.',
    returns: { key: 'deal', type: DealDoc },
  })
  async updateDeal(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateDealDto,
    @ParsedQuery() query: DealPropertiesQuery,
  ) {
    return etagged('deal', await this.deals.update(org, id, dto, query.properties, { ifMatch }));
  }
}
