import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { AccountDoc } from './account.resource.js';
import { AccountsService } from './accounts.service.js';
import { AccountPropertiesQuery, ListAccountsQuery } from './dto/account-properties.query.js';
import { CreateAccountDto } from './dto/create-account.dto.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';

@ApiTags('Accounts')
@ApiBearerAuth()
@Controller('v1/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @Endpoint({
    operationId: 'listAccounts',
    summary: 'List accounts',
    description: 'Newest first, each with its custom fields.',
    returns: { key: 'accounts', type: AccountDoc, list: true },
  })
  async listAccounts(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListAccountsQuery) {
    const page = await this.accounts.list(org, query);
    return { accounts: page.items, pageInfo: page.pageInfo };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createAccount',
    summary: 'Create an account',
    description: 'CRM ids are stored as given (not required to be unique). `customFields` as on update.',
    status: 201,
    location: 'accounts',
    returns: { key: 'account', type: AccountDoc },
    errors: [413, 415],
  })
  async createAccount(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateAccountDto,
    @ParsedQuery() query: AccountPropertiesQuery,
  ) {
    return { account: await this.accounts.create(org, dto, query.properties) };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getAccount',
    summary: 'Retrieve an account',
    description: 'Embeds every account custom field with this account’s value.',
    returns: { key: 'account', type: AccountDoc },
    errors: [404],
  })
  async getAccount(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: AccountPropertiesQuery,
  ) {
    return { account: await this.accounts.get(org, id, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateAccount',
    summary: 'Update an account',
    description:
      'Fields not sent keep their values. `customFields` sets (or with null clears) values of account custom fields; ' +
      'every item is validated before anything is written.',
    returns: { key: 'account', type: AccountDoc },
    errors: [404, 413, 415],
  })
  async updateAccount(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateAccountDto,
    @ParsedQuery() query: AccountPropertiesQuery,
  ) {
    return { account: await this.accounts.update(org, id, dto, query.properties) };
  }
}
