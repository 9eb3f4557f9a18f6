import { Inject, Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import { invalidField } from '../common/http/app-error.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { ListEventsQuery } from './dto/list-events.query.js';
import { EventEntity } from './event.entity.js';
import { findEvent, pageOfEvents } from './event.repository.js';
import { EVENT_SHAPE, type EventDoc, toEventResource } from './event.resource.js';
import { versioned } from '../common/repository/row-version.js';
import type { Versioned } from '../common/http/versioned.js';

@Injectable()
export class EventsService {
  private readonly retentionDays: number;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.retentionDays = config.eventRetentionDays;
  }

  /** Oldest first (in the log's order, `seq`), so a client that missed deliveries replays them in the order they happened. */
  list(org: OrgContext, query: ListEventsQuery): Promise<Page<Partial<EventDoc>>> {
    const sel = Selection.parse(EVENT_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      let afterSeq: EventEntity['seq'] | undefined;
      if (query.after) {
        const cursor = await findEvent(m, org.id, query.after);
        // Ids are random, so a purged cursor cannot be placed: say so rather than silently restart from the oldest.
        if (!cursor) {
          throw invalidField(
            'after',
            `event ${query.after} does not exist or is past the ${this.retentionDays}-day retention; ` +
              'list without `after` to resume from the oldest event kept',
          );
        }
        afterSeq = cursor.seq;
      }
      const { rows, total } = await pageOfEvents(m, { organizationId: org.id, type: query.type, afterSeq, window });
      const items = rows.map((row) => sel.project(toEventResource(row)));
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<Partial<EventDoc>>> {
    const sel = Selection.parse(EVENT_SHAPE, properties);
    return this.db.read(async (m) => {
      const event = await findInOrg(m, EventEntity, { orgId: org.id, id, resource: 'event' });
      return versioned(sel.project(toEventResource(event)), event);
    });
  }
}
