import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateUserDto, ListUsersQuery, UpdateUserDto, UserPropertiesQuery } from './dto/user.dto.js';
import { UserDoc } from './user.resource.js';
import { UsersService } from './users.service.js';

@ApiTags('Users')
@ApiBearerAuth()
@Controller('v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Endpoint({
    operationId: 'listUsers',
    summary: 'List users',
    description: 'Newest first.',
    returns: { key: 'users', type: UserDoc, list: true },
  })
  async listUsers(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListUsersQuery) {
    const page = await this.users.list(org, query);
    return { users: page.items, pageInfo: page.pageInfo };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createUser',
    summary: 'Create a user',
    description: 'E-mail addresses are unique in your organization, case-insensitively (409).',
    status: 201,
    location: 'users',
    returns: { key: 'user', type: UserDoc },
    errors: [409, 413, 415],
  })
  async createUser(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateUserDto,
    @ParsedQuery() query: UserPropertiesQuery,
  ) {
    return { user: await this.users.create(org, dto, query.properties) };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getUser',
    summary: 'Retrieve a user',
    returns: { key: 'user', type: UserDoc },
    errors: [404],
  })
  async getUser(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: UserPropertiesQuery) {
    return { user: await this.users.get(org, id, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateUser',
    summary: 'Update a user',
    description: 'Fields not sent keep their values; null clears a name part or the avatar.',
    returns: { key: 'user', type: UserDoc },
    errors: [404, 409, 413, 415],
  })
  async updateUser(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateUserDto,
    @ParsedQuery() query: UserPropertiesQuery,
  ) {
    return { user: await this.users.update(org, id, dto, query.properties) };
  }
}
