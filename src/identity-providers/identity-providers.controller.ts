import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { CreateIdentityProviderDto, UpdateIdentityProviderDto } from './dto/identity-provider.dto.js';
import { IdentityProviderPropertiesQuery, ListIdentityProvidersQuery } from './dto/identity-provider.query.js';
import { IdentityProviderDoc } from './identity-provider.resource.js';
import { IdentityProvidersService } from './identity-providers.service.js';

const routes = resourceRoutes({
  one: 'identityProvider',
  many: 'identityProviders',
  type: IdentityProviderDoc,
  location: 'identity-providers',
});

@ApiTags('Identity providers')
@ApiBearerAuth()
@Controller('v1/identity-providers')
export class IdentityProvidersController {
  constructor(private readonly providers: IdentityProvidersService) {}

  @routes.list({ summary: 'List identity providers', description: 'Newest first. Client secrets are never listed.' })
  async listIdentityProviders(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListIdentityProvidersQuery) {
    return listed('identityProviders', await this.providers.list(org, q));
  }

  @routes.create({
    summary: 'Create an identity provider',
    description:
      'An OpenID provider (Okta, Entra ID, …) that visitors of your workspaces may sign in with, on workspaces ' +
      'whose `googleVerificationEnabled` is on: a "Continue with <name>" button each. The issuer is discovered ' +
      'first (400 on `issuerUrl` saying why when it fails). Register `redirectUri` with the provider. At most 5 per ' +
      'organization; 409 when the server has no SECRETS_KEY to encrypt the client secret with.',
    errors: [409],
  })
  async createIdentityProvider(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateIdentityProviderDto,
    @ParsedQuery() q: IdentityProviderPropertiesQuery,
  ) {
    return { identityProvider: await this.providers.create(org, dto, q.properties) };
  }

  @routes.get({ summary: 'Retrieve an identity provider', description: 'Never its client secret.' })
  async getIdentityProvider(@Target() t: RowTarget, @ParsedQuery() q: IdentityProviderPropertiesQuery) {
    return etagged('identityProvider', await this.providers.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update an identity provider',
    description:
      'Fields not sent keep their values. A new `issuerUrl` is discovered first; `clientSecret` replaces the stored ' +
      'one; `enabled: false` removes the button and refuses sign-ins in flight with it.',
    errors: [409],
  })
  async updateIdentityProvider(
    @Target() t: RowTarget,
    @Body() dto: UpdateIdentityProviderDto,
    @ParsedQuery() q: IdentityProviderPropertiesQuery,
  ) {
    return etagged(
      'identityProvider',
      await this.providers.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Delete an identity provider',
    description: 'Its button goes; people who signed in with it stay members and keep their sessions.',
  })
  async deleteIdentityProvider(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.providers.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
