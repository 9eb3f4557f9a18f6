import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { AccountDoc } from './account.resource.js';
import { AccountsService } from './accounts.service.js';
import { AccountPropertiesQuery } from './dto/account-properties.query.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';

@ApiTags('Accounts')
@ApiBearerAuth()
@Controller('v1/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

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
