import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateUserDto, ListUsersQuery, UpdateUserDto, UserPropertiesQuery } from './dto/user.dto.js';
import { UserDoc } from './user.resource.js';
import { UsersService } from './users.service.js';

@ApiTags('Users')
@ApiBearerAuth()
@Controller('v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ListRoute({
    summary: 'List users',
    description: 'Newest first.',
    returns: { key: 'users', type: UserDoc },
  })
  async listUsers(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListUsersQuery) {
    const page = await this.users.list(org, query);
    return { users: page.items, pageInfo: page.pageInfo };
  }

  @CreateRoute({
    summary: 'Create a user',
    description: 'E-mail addresses are unique in your organization, case-insensitively (409).',
    location: 'users',
    returns: { key: 'user', type: UserDoc },
    errors: [409],
  })
  async createUser(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateUserDto,
    @ParsedQuery() query: UserPropertiesQuery,
  ) {
    return { user: await this.users.create(org, dto, query.properties) };
  }

  @GetRoute({
    summary: 'Retrieve a user',
    returns: { key: 'user', type: UserDoc },
  })
  async getUser(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: UserPropertiesQuery) {
    return etagged('user', await this.users.get(org, id, query.properties));
  }

  @UpdateRoute({
    summary: 'Update a user',
    description: 'Fields not sent keep their values; null clears a name part or the avatar.',
    returns: { key: 'user', type: UserDoc },
    errors: [409],
  })
  async updateUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateUserDto,
    @ParsedQuery() query: UserPropertiesQuery,
  ) {
    return etagged('user', await this.users.update(org, id, dto, query.properties, { ifMatch }));
  }
}
