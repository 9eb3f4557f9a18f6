import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { invalidField, notFound } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { later } from '../database/leased-row.js';
import { emitEvent } from '../events/emit-event.js';
import { ALL_EVENTS } from '../events/event-types.js';
import { EVENT_SHAPE, type EventDoc, toEventResource } from '../events/event.resource.js';
import type {
  CreateWebhookEndpointDto,
  RotateSecretDto,
  UpdateWebhookEndpointDto,
} from './dto/webhook-endpoint.dto.js';
import { endpointUrlProblem } from './endpoint-url.js';
import { DockSavePing, announcesSave } from './dock-save-ping.js';
import { newWebhookSecret } from './signing.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import {
  countEventEndpoints,
  deleteEndpoint,
  findEventEndpoint,
  insertEndpoint,
  updateEndpoint,
} from './webhook-endpoint.repository.js';
import {
  EVENT_ENDPOINTS,
  type EventEndpoint,
  WebhookEndpointEntity,
  newEndpointRow,
} from './webhook-endpoint.entity.js';
import {
  WEBHOOK_DELIVERY_SHAPE,
  WEBHOOK_ENDPOINT_SHAPE,
  type WebhookDeliveryDoc,
  type WebhookEndpointDoc,
  toWebhookDeliveryResource,
  toWebhookEndpointResource,
} from './webhook-endpoint.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type EndpointOut = Partial<WebhookEndpointDoc> & { secret?: string };

const DEFAULT_OVERLAP_SECONDS = 86_400;

@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    private readonly savePing: DockSavePing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<EndpointOut>> {
    const sel = Selection.parse(WEBHOOK_ENDPOINT_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id, ...EVENT_ENDPOINTS };
    return this.db.read((m) =>
      presentPage(m, { entity: WebhookEndpointEntity, where, window }, (rows) => {
        const now = nowIso();
        return rows.map((row) => sel.project(toWebhookEndpointResource(row as EventEndpoint, this.urls, now)));
      }),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<EndpointOut>> {
    const sel = Selection.parse(WEBHOOK_ENDPOINT_SHAPE, properties);
    return this.db.read(async (m) => {
      const endpoint = await this.find(m, org, id);
      return versioned(sel.project(toWebhookEndpointResource(endpoint, this.urls, nowIso())), endpoint);
    });
  }

  async create(org: OrgContext, dto: CreateWebhookEndpointDto, properties?: string[]): Promise<EndpointOut> {
    const sel = Selection.parse(WEBHOOK_ENDPOINT_SHAPE, properties);
    this.checkUrl(dto.url);
    const now = nowIso();
    const endpoint: EventEndpoint = newEndpointRow({
      id: newId(),
      organizationId: org.id,
      url: dto.url,
      description: dto.description ?? null,
      eventTypes: JSON.stringify(uniqueTypes(dto.eventTypes ?? [ALL_EVENTS])),
      enabled: dto.enabled ?? true,
      format: dto.format ?? 'standard',
      secret: newWebhookSecret(),
      now,
    });
    const created = await this.db.write(async (m) => {
      await this.checkRoom(m, org);
      await insertEndpoint(m, endpoint);
      return { ...sel.project(toWebhookEndpointResource(endpoint, this.urls, now)), secret: endpoint.secret };
    });
    // After the commit: a receiver that looks the endpoint up when pinged finds it.
    if (announcesSave(null, endpoint)) this.savePing.send(endpoint);
    return created;
  }

  async update(
    org: OrgContext,
    id: string,
    dto: UpdateWebhookEndpointDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<EndpointOut>> {
    const sel = Selection.parse(WEBHOOK_ENDPOINT_SHAPE, properties);
    if (dto.url !== undefined) this.checkUrl(dto.url);
    const { value, version } = await writeVersioned(this.db, { entity: WebhookEndpointEntity, id }, async (m) => {
      const endpoint = await this.find(m, org, id);
      await requireVersion(m, { entity: WebhookEndpointEntity, row: endpoint, ifMatch });
      const before = { url: endpoint.url, format: endpoint.format };
      const now = nowIso();
      const changes: Partial<WebhookEndpointEntity> = { updatedAt: now };
      if (dto.url !== undefined) changes.url = dto.url;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.eventTypes !== undefined) changes.eventTypes = JSON.stringify(uniqueTypes(dto.eventTypes));
      if (dto.format !== undefined) changes.format = dto.format;
      if (dto.enabled === true && !endpoint.enabled) {
        Object.assign(changes, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
      } else if (dto.enabled === false && endpoint.enabled) {
        Object.assign(changes, { enabled: false, disabledReason: 'Disabled through the API' });
      }
      Object.assign(endpoint, changes);
      await updateEndpoint(m, endpoint.id, changes);
      const out = sel.project(toWebhookEndpointResource(endpoint, this.urls, now));
      return { out, announce: announcesSave(before, endpoint) ? endpoint : null };
    });
    // After the commit, as for a created endpoint.
    if (value.announce) this.savePing.send(value.announce);
    return { value: value.out, version };
  }

  /** Deleting an endpoint drops its pending deliveries with it (the events stay, for GET /v1/events). */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const endpoint = await this.find(m, org, id);
      await requireVersion(m, { entity: WebhookEndpointEntity, row: endpoint, ifMatch });
      await deleteEndpoint(m, endpoint.id);
      return { id: endpoint.id };
    });
  }

  /**
   * A new secret; the old one keeps signing beside it for the overlap so receivers can switch without a gap. Dock's
   * header holds one signature, so a `dock` endpoint's rotation takes effect at once and asking for an overlap is a 400
   * rather than a promise the deliveries would not keep.
   */
  rotateSecret(org: OrgContext, id: string, dto: RotateSecretDto, properties?: string[]): Promise<EndpointOut> {
    const sel = Selection.parse(WEBHOOK_ENDPOINT_SHAPE, properties);
    return this.db.write(async (m) => {
      const endpoint = await this.find(m, org, id);
      const now = nowIso();
      if (endpoint.format === 'dock' && (dto.overlapSeconds ?? 0) > 0) {
        throw invalidField(
          'overlapSeconds',
          'must be 0 or absent: a dock endpoint is signed with its current secret only',
        );
      }
      const overlapSeconds = endpoint.format === 'dock' ? 0 : (dto.overlapSeconds ?? DEFAULT_OVERLAP_SECONDS);
      const overlapMs = overlapSeconds * 1000;
      const changes = {
        secret: newWebhookSecret(),
        previousSecret: overlapMs > 0 ? endpoint.secret : null,
        previousSecretExpiresAt: overlapMs > 0 ? later(now, overlapMs) : null,
        updatedAt: now,
      };
      Object.assign(endpoint, changes);
      await updateEndpoint(m, endpoint.id, changes);
      return { ...sel.project(toWebhookEndpointResource(endpoint, this.urls, now)), secret: endpoint.secret };
    });
  }

  /** Emits a `webhook.test` event delivered to this endpoint only (also when it is subscribed to other types). */
  sendTest(org: OrgContext, id: string, properties?: string[]): Promise<Partial<EventDoc>> {
    const sel = Selection.parse(EVENT_SHAPE, properties);
    return this.db.write(async (m) => {
      const endpoint = await this.find(m, org, id);
      if (!endpoint.enabled) throw invalidField('enabled', 'the endpoint is disabled; enable it first');
      const event = await emitEvent(m, {
        organizationId: org.id,
        type: 'webhook.test',
        object: { id: endpoint.id, object: 'webhookEndpoint', message: 'This is a test event.' },
        endpointId: endpoint.id,
      });
      return sel.project(toEventResource(event));
    });
  }

  deliveries(org: OrgContext, id: string, query: ListQuery): Promise<Page<Partial<WebhookDeliveryDoc>>> {
    const sel = Selection.parse(WEBHOOK_DELIVERY_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const endpoint = await this.find(m, org, id);
      const where = { endpointId: endpoint.id };
      return presentPage(m, { entity: WebhookDeliveryEntity, where, window }, (rows) =>
        rows.map((row) => sel.project(toWebhookDeliveryResource(row))),
      );
    });
  }

  private checkUrl(url: string): void {
    const problem = endpointUrlProblem(url, this.config.webhookAllowPrivateTargets);
    if (problem) throw invalidField('url', problem);
  }

  /**
   * Each endpoint is a share of the delivery worker's time and a fan-out factor for every event, so their number is
   * capped. The count and the insert are serialized per organization so two concurrent creates cannot both pass.
   */
  private async checkRoom(m: EntityManager, org: OrgContext): Promise<void> {
    await this.db.lock(m, `webhook-endpoints:${org.id}`);
    const max = this.config.webhookMaxEndpointsPerOrg;
    if ((await countEventEndpoints(m, org.id)) >= max) {
      throw invalidField(
        'url',
        `the organization already has the maximum of ${max} webhook endpoints; delete one first`,
      );
    }
  }

  /** An endpoint receiving events; the chat channel's is not one (see CHAT_FORMAT) and is not found here. */
  private async find(m: EntityManager, org: OrgContext, id: string): Promise<EventEndpoint> {
    const endpoint = await findEventEndpoint(m, org.id, id);
    if (!endpoint) throw notFound('webhookEndpoint', id);
    return endpoint as EventEndpoint;
  }
}

function uniqueTypes(types: readonly string[]): string[] {
  return types.includes(ALL_EVENTS) ? [ALL_EVENTS] : [...new Set(types)];
}
