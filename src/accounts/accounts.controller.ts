import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { AccountDoc } from './account.resource.js';
import { AccountsService } from './accounts.service.js';
import { AccountPropertiesQuery, ListAccountsQuery } from './dto/account-properties.query.js';
import { CreateAccountDto } from './dto/create-account.dto.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';

const routes = resourceRoutes({ one: 'account', many: 'accounts', type: AccountDoc, location: 'accounts' });

@ApiTags('Accounts')
@ApiBearerAuth()
@Controller('v1/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @routes.list({ summary: 'List accounts', description: 'Newest first, each with its custom fields.' })
  async listAccounts(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListAccountsQuery) {
    return listed('accounts', await this.accounts.list(org, q));
  }

  @routes.create({
    summary: 'Create an account',
    description: 'CRM ids are stored as given (not required to be unique). `customFields` as on update.',
  })
  async createAccount(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateAccountDto,
    @ParsedQuery() q: AccountPropertiesQuery,
  ) {
    return { account: await this.accounts.create(org, dto, q.properties) };
  }

  @routes.get({
    summary: 'Retrieve an account',
    description: 'Embeds every account custom field with this account’s value.',
  })
  async getAccount(@Target() t: RowTarget, @ParsedQuery() q: AccountPropertiesQuery) {
    return etagged('account', await this.accounts.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update an account',
    description:
      'Fields not sent keep their values. `customFields` sets (or with null clears) values of account custom fields; ' +
      'every item is validated before anything is written.',
  })
  async updateAccount(@Target() t: RowTarget, @Body() dto: UpdateAccountDto, @ParsedQuery() q: AccountPropertiesQuery) {
    return etagged('account', await this.accounts.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }
}
