import { Module } from '@nestjs/common';
import { BoardsController } from './boards.controller.js';
import { BoardsService } from './boards.service.js';

@Module({ controllers: [BoardsController], providers: [BoardsService] })
export class BoardsModule {}
