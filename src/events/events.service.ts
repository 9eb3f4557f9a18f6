import { Inject, Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
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
      const qb = m.createQueryBuilder(EventEntity, 'e').where('e.organization_id = :org', { org: org.id });
      if (query.type) qb.andWhere('e.type = :type', { type: query.type });
      if (query.after) {
        const cursor = await m.findOne(EventEntity, { where: { id: query.after, organizationId: org.id } });
        // Ids are random, so a purged cursor cannot be placed: say so rather than silently restart from the oldest.
        if (!cursor) {
          throw invalidField(
            'after',
            `event ${query.after} does not exist or is past the ${this.retentionDays}-day retention; ` +
              'list without `after` to resume from the oldest event kept',
          );
        }
        afterCursor(qb, cursor);
      }
      const total = await qb.getCount();
      const rows =
        window.offset >= total
          ? []
          : await qb.orderBy('e.seq', 'ASC').offset(window.offset).limit(window.limit).getMany();
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

/** The log's order is `seq` (see EventEntity): total, and the same whichever instance wrote or reads. */
function afterCursor(qb: SelectQueryBuilder<EventEntity>, cursor: EventEntity): void {
  qb.andWhere('e.seq > :seq', { seq: cursor.seq });
}
