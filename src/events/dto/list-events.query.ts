import { ApiProperty } from '@nestjs/swagger';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { ID_PATTERN } from '../../common/ids.js';
import { Rule, checks } from '../../common/validation/rule.js';
import { EVENT_SHAPE } from '../event.resource.js';
import { EVENT_TYPES } from '../event-types.js';

export class ListEventsQuery extends PageQuery {
  @PropertiesField(EVENT_SHAPE)
  properties?: string[];

  @Rule('after', (v) => (typeof v === 'string' && ID_PATTERN.test(v) ? null : 'must be an event id'), 'optional')
  @ApiProperty({
    required: false,
    type: String,
    example: 'q1W2e3R4t5Y6',
    description: 'Only events after this one (the id of the last event you processed): resume a backfill from it.',
  })
  after?: string;

  @Rule('type', checks.oneOf(EVENT_TYPES), 'optional')
  @ApiProperty({ required: false, enum: EVENT_TYPES, description: 'Only events of this type.' })
  type?: string;
}

export class EventPropertiesQuery {
  @PropertiesField(EVENT_SHAPE)
  properties?: string[];
}
