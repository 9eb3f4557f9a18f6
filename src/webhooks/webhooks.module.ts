import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { subscribeToEvents } from '../events/event-subscribers.js';
import { DockSavePing } from './dock-save-ping.js';
import { WebhookEndpointsController } from './webhook-endpoints.controller.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WEBHOOK_SUBSCRIBER } from './webhook-subscriber.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { WebhookWorker } from './webhook.worker.js';

/** Webhook endpoints managed through the API, and the worker delivering events to them. */
@Module({
  controllers: [WebhookEndpointsController],
  providers: [WebhookEndpointsService, WebhookWorker, WebhookMetrics, DockSavePing],
  exports: [WebhookWorker, DockSavePing],
})
export class WebhooksModule {
  constructor(dataSource: DataSource) {
    // Every event queues its deliveries in the emitting transaction (events never import webhooks).
    subscribeToEvents(dataSource, WEBHOOK_SUBSCRIBER);
  }
}
