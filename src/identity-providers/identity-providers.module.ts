import { Module } from '@nestjs/common';
import { IdentityProvidersController } from './identity-providers.controller.js';
import { IdentityProvidersService } from './identity-providers.service.js';
import { OidcClients } from './oidc-clients.js';

/** Organizations' OpenID providers, managed through the API, and the OpenID client every sign-in flow uses. */
@Module({
  controllers: [IdentityProvidersController],
  providers: [IdentityProvidersService, OidcClients],
  exports: [OidcClients],
})
export class IdentityProvidersModule {}
