import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { DealDoc } from './deal.resource.js';
import { DealsService } from './deals.service.js';
import { CreateDealDto, DealPropertiesQuery, ListDealsQuery, UpdateDealDto } from './dto/deal.dto.js';

@ApiTags('Deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @Get()
  @Endpoint({
    operationId: 'listDeals',
    summary: 'List deals',
    description: 'Newest first, each with its custom fields.',
    returns: { key: 'deals', type: DealDoc, list: true },
  })
  async listDeals(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListDealsQuery) {
    const page = await this.deals.list(org, query);
    return { deals: page.items, pageInfo: page.pageInfo };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createDeal',
    summary: 'Create a deal',
    description: '`amount` is stored exactly and served as a string; `createdDate` is the creation time.',
    status: 201,
    location: 'deals',
    returns: { key: 'deal', type: DealDoc },
    errors: [413, 415],
  })
  async createDeal(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateDealDto,
    @ParsedQuery() query: DealPropertiesQuery,
  ) {
    return { deal: await this.deals.create(org, dto, query.properties) };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getDeal',
    summary: 'Retrieve a deal',
    returns: { key: 'deal', type: DealDoc },
    errors: [404],
  })
  async getDeal(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: DealPropertiesQuery) {
    return { deal: await this.deals.get(org, id, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateDeal',
    summary: 'Update a deal',
    description: 'Fields not sent keep their values; null clears an optional field. `customFields` as on accounts.',
    returns: { key: 'deal', type: DealDoc },
    errors: [404, 413, 415],
  })
  async updateDeal(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateDealDto,
    @ParsedQuery() query: DealPropertiesQuery,
  ) {
    return { deal: await this.deals.update(org, id, dto, query.properties) };
  }
}
