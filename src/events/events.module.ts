import { Inject, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { configureEventPayloads } from './event-payload.js';
import { EventRetentionSweeper } from './event-retention.js';
import { EventsController } from './events.controller.js';
import { EventsService } from './events.service.js';

@Module({ controllers: [EventsController], providers: [EventsService, EventRetentionSweeper] })
export class EventsModule {
  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    configureEventPayloads(dataSource, config.eventPayloadMaxBytes);
  }
}
