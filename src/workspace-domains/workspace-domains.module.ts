import { Module } from '@nestjs/common';
import { WorkspaceDomainsController } from './workspace-domains.controller.js';
import { WorkspaceDomainsService } from './workspace-domains.service.js';

@Module({ controllers: [WorkspaceDomainsController], providers: [WorkspaceDomainsService] })
export class WorkspaceDomainsModule {}
