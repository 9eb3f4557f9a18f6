import { Module } from '@nestjs/common';
import { WebhookEndpointsController } from './webhook-endpoints.controller.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookWorker } from './webhook.worker.js';

/** Webhook endpoints managed through the API, and the worker delivering events to them. */
@Module({
  controllers: [WebhookEndpointsController],
  providers: [WebhookEndpointsService, WebhookWorker],
  exports: [WebhookWorker],
})
export class WebhooksModule {}
