import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { WEBHOOK_DELIVERY_SHAPE, WEBHOOK_ENDPOINT_SHAPE } from '../webhook-endpoint.resource.js';

export class ListWebhookEndpointsQuery extends PageQuery {
  @PropertiesField(WEBHOOK_ENDPOINT_SHAPE)
  properties?: string[];
}

export class WebhookEndpointPropertiesQuery {
  @PropertiesField(WEBHOOK_ENDPOINT_SHAPE)
  properties?: string[];
}

export class ListWebhookDeliveriesQuery extends PageQuery {
  @PropertiesField(WEBHOOK_DELIVERY_SHAPE)
  properties?: string[];
}
