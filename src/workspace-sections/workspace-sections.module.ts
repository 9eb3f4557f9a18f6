import { Module } from '@nestjs/common';
import { WorkspaceSectionsController } from './workspace-sections.controller.js';
import { WorkspaceSectionsService } from './workspace-sections.service.js';

@Module({ controllers: [WorkspaceSectionsController], providers: [WorkspaceSectionsService] })
export class WorkspaceSectionsModule {}
