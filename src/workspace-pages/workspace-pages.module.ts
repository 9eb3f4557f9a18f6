import { Module } from '@nestjs/common';
import { WorkspacePagesController } from './workspace-pages.controller.js';
import { WorkspacePagesService } from './workspace-pages.service.js';

@Module({ controllers: [WorkspacePagesController], providers: [WorkspacePagesService] })
export class WorkspacePagesModule {}
