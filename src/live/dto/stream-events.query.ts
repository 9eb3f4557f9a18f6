import { ApiProperty } from '@nestjs/swagger';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { Rule, checks } from '../../common/validation/rule.js';
import { EVENT_SHAPE } from '../../events/event.resource.js';
import { EVENT_TYPES } from '../../events/event-types.js';

export class StreamEventsQuery {
  @PropertiesField(EVENT_SHAPE)
  properties?: string[];

  @Rule('type', checks.oneOf(EVENT_TYPES), 'optional')
  @ApiProperty({ required: false, enum: EVENT_TYPES, description: 'Only events of this type (as `GET /v1/events`).' })
  type?: string;
}
