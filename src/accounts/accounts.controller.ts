import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { AccountDoc } from './account.resource.js';
import { AccountsService } from './accounts.service.js';
import { AccountPropertiesQuery, ListAccountsQuery } from './dto/account-properties.query.js';
import { CreateAccountDto } from './dto/create-account.dto.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';

const returns = { key: 'account', type: AccountDoc };

@ApiTags('Accounts')
@ApiBearerAuth()
@Controller('v1/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @ListRoute({
    summary: 'List accounts',
    description: 'Newest first, each with its custom fields.',
    returns: { key: 'accounts', type: AccountDoc },
  })
  async listAccounts(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListAccountsQuery) {
    const page = await this.accounts.list(org, query);
    return { accounts: page.items, pageInfo: page.pageInfo };
  }

  @CreateRoute({
    summary: 'Create an account',
    description: 'CRM ids are stored as given (not required to be unique). `customFields` as on update.',
    location: 'accounts',
    returns,
  })
  async createAccount(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateAccountDto,
    @ParsedQuery() query: AccountPropertiesQuery,
  ) {
    return { account: await this.accounts.create(org, dto, query.properties) };
  }

  @GetRoute({
    summary: 'Retrieve an account',
    description: 'Embeds every account custom field with this account’s value.',
    returns,
  })
  async getAccount(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() q: AccountPropertiesQuery) {
    return etagged('account', await this.accounts.get(org, id, q.properties));
  }

  @UpdateRoute({
    summary: 'Update an account',
    description:
      'Fields not sent keep their values. `customFields` sets (or with null clears) values of account custom fields; ' +
      'every item is validated before anything is written.',
    returns,
  })
  async updateAccount(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateAccountDto,
    @ParsedQuery() q: AccountPropertiesQuery,
  ) {
    return etagged('account', await this.accounts.update(org, id, dto, q.properties, { ifMatch }));
  }
}
