import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { EventPropertiesQuery } from '../events/dto/list-events.query.js';
import { EventDoc } from '../events/event.resource.js';
import { CreateWebhookEndpointDto, RotateSecretDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint.dto.js';
import {
  ListWebhookDeliveriesQuery,
  ListWebhookEndpointsQuery,
  WebhookEndpointPropertiesQuery,
} from './dto/webhook-endpoint.query.js';
import { WebhookDeliveryDoc, WebhookEndpointDoc, WebhookEndpointWithSecretDoc } from './webhook-endpoint.resource.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

const routes = resourceRoutes({
  one: 'webhookEndpoint',
  many: 'webhookEndpoints',
  type: WebhookEndpointDoc,
  location: 'webhook-endpoints',
});

@ApiTags('Webhooks')
@ApiBearerAuth()
@Controller('v1/webhook-endpoints')
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @routes.list({ summary: 'List webhook endpoints', description: 'Newest first. Secrets are never listed.' })
  async listWebhookEndpoints(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWebhookEndpointsQuery) {
    return listed('webhookEndpoints', await this.endpoints.list(org, q));
  }

  @routes.create({
    summary: 'Create a webhook endpoint',
    description:
      'Events of the subscribed types are POSTed to `url`, signed per Standard Webhooks (`webhook-id`, ' +
      '`webhook-timestamp`, `webhook-signature`), or with `format: "dock"` in Dock\'s envelope and ' +
      '`X-Dock-Signature`. The answer carries the signing `secret`, shown only this once.',
    returns: { key: 'webhookEndpoint', type: WebhookEndpointWithSecretDoc },
  })
  async createWebhookEndpoint(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWebhookEndpointDto,
    @ParsedQuery() q: WebhookEndpointPropertiesQuery,
  ) {
    return { webhookEndpoint: await this.endpoints.create(org, dto, q.properties) };
  }

  @routes.get({
    summary: 'Retrieve a webhook endpoint',
    description:
      'Its `endpointUrl`, format, subscribed event types and whether it is enabled (and if not, why); never its secret.',
  })
  async getWebhookEndpoint(@Target() t: RowTarget, @ParsedQuery() q: WebhookEndpointPropertiesQuery) {
    return etagged('webhookEndpoint', await this.endpoints.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update a webhook endpoint',
    description: '`enabled: true` re-enables an endpoint disabled after repeated failures.',
  })
  async updateWebhookEndpoint(
    @Target() t: RowTarget,
    @Body() dto: UpdateWebhookEndpointDto,
    @ParsedQuery() q: WebhookEndpointPropertiesQuery,
  ) {
    return etagged(
      'webhookEndpoint',
      await this.endpoints.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Delete a webhook endpoint',
    description: 'Its pending deliveries are dropped; the events stay available from `GET /v1/events`.',
  })
  async deleteWebhookEndpoint(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.endpoints.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }

  @routes.action('rotate-secret', {
    summary: 'Rotate the signing secret',
    description:
      'Issues a new secret (shown only in this answer). For `overlapSeconds` (default 24 h) every delivery carries ' +
      'two signatures, one per secret, so receivers can switch without rejecting anything. A `dock` endpoint is ' +
      'signed with the new secret from the next attempt (Dock has one signature; `overlapSeconds` > 0 → 400).',
    returns: { key: 'webhookEndpoint', type: WebhookEndpointWithSecretDoc },
    errors: [413, 415],
  })
  async rotateWebhookSecret(
    @Target() t: RowTarget,
    @Body() dto: RotateSecretDto,
    @ParsedQuery() q: WebhookEndpointPropertiesQuery,
  ) {
    return { webhookEndpoint: await this.endpoints.rotateSecret(t.org, t.id, dto, q.properties) };
  }

  @routes.action('test', {
    summary: 'Send a test event',
    description: 'Emits a `webhook.test` event delivered to this endpoint only; follow it under its deliveries.',
    returns: { key: 'event', type: EventDoc },
  })
  async sendWebhookTest(@Target() t: RowTarget, @ParsedQuery() q: EventPropertiesQuery) {
    return { event: await this.endpoints.sendTest(t.org, t.id, q.properties) };
  }

  @Get(':id/deliveries')
  @Endpoint({
    operationId: 'listWebhookDeliveries',
    summary: 'List deliveries to an endpoint',
    description: 'Newest first, each with its attempts (time, HTTP status, error, duration).',
    returns: { key: 'webhookDeliveries', type: WebhookDeliveryDoc, list: true },
    errors: [404],
  })
  async listWebhookDeliveries(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() query: ListWebhookDeliveriesQuery,
  ) {
    return listed('webhookDeliveries', await this.endpoints.deliveries(org, id, query));
  }
}
