import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateUserDto, ListUsersQuery, UpdateUserDto, UserPropertiesQuery } from './dto/user.dto.js';
import { UserDoc } from './user.resource.js';
import { UsersService } from './users.service.js';

const routes = resourceRoutes({ one: 'user', many: 'users', type: UserDoc, location: 'users' });

@ApiTags('Users')
@ApiBearerAuth()
@Controller('v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @routes.list({ summary: 'List users', description: 'Newest first.' })
  async listUsers(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListUsersQuery) {
    return listed('users', await this.users.list(org, q));
  }

  @routes.create({
    summary: 'Create a user',
    description: 'E-mail addresses are unique in your organization, case-insensitively (409).',
    errors: [409],
  })
  async createUser(@CurrentOrg() org: OrgContext, @Body() dto: CreateUserDto, @ParsedQuery() q: UserPropertiesQuery) {
    return { user: await this.users.create(org, dto, q.properties) };
  }

  @routes.get({
    summary: 'Retrieve a user',
    description: 'A person of your organization: name, e-mail and avatar.',
  })
  async getUser(@Target() t: RowTarget, @ParsedQuery() q: UserPropertiesQuery) {
    return etagged('user', await this.users.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update a user',
    description: 'Fields not sent keep their values; null clears a name part or the avatar.',
    errors: [409],
  })
  async updateUser(@Target() t: RowTarget, @Body() dto: UpdateUserDto, @ParsedQuery() q: UserPropertiesQuery) {
    return etagged('user', await this.users.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }
}
