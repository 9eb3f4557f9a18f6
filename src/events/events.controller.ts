import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { EventPropertiesQuery, ListEventsQuery } from './dto/list-events.query.js';
import { EventDoc } from './event.resource.js';
import { EventsService } from './events.service.js';

const routes = resourceRoutes({ one: 'event', many: 'events', type: EventDoc });

@ApiTags('Events')
@ApiBearerAuth()
@Controller('v1/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @routes.list({
    summary: 'List events',
    description:
      'Every write of your organization as an event, oldest first. Resume a backfill with `after=<last event id>`; ' +
      '`type` narrows to one event type. The same JSON is the body of each webhook delivery. Events are kept ' +
      'EVENT_RETENTION_DAYS (30 by default), then purged with their deliveries; `after` naming a purged event ' +
      'answers 400 (list without `after` to resume from the oldest event kept).',
  })
  async listEvents(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListEventsQuery) {
    return listed('events', await this.events.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve an event',
    description: "The same JSON a webhook delivery of it carries; its `id` is the deliveries' `webhook-id`.",
  })
  async getEvent(@Target() t: RowTarget, @ParsedQuery() q: EventPropertiesQuery) {
    return etagged('event', await this.events.get(t.org, t.id, q.properties));
  }
}
