import { Global, Module } from '@nestjs/common';
import { ApiKeyStore } from '../common/auth/api-key-store.js';
import { OrganizationApiKeys } from './api-key.repository.js';
import { OrganizationsService } from './organizations.service.js';

@Global()
@Module({
  providers: [OrganizationsService, { provide: ApiKeyStore, useClass: OrganizationApiKeys }],
  exports: [OrganizationsService, ApiKeyStore],
})
export class OrganizationsModule {}
