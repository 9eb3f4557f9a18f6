import { Module } from '@nestjs/common';
import { WorkspacePlansController } from './workspace-plans.controller.js';
import { WorkspacePlansService } from './workspace-plans.service.js';

@Module({ controllers: [WorkspacePlansController], providers: [WorkspacePlansService] })
export class WorkspacePlansModule {}
