import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { BoolField, EnumField, IntField, TextField, UrlField } from '../../common/validation/fields.js';
import { Rule, checks } from '../../common/validation/rule.js';
import { ALL_EVENTS, EVENT_TYPES } from '../../events/event-types.js';
import { WEBHOOK_FORMATS, type WebhookFormat } from '../webhook-endpoint.entity.js';
import { FORMAT_DESCRIPTION } from '../webhook-endpoint.resource.js';

const SUBSCRIBABLE = [ALL_EVENTS, ...EVENT_TYPES];

function EventTypesField(optional: boolean): PropertyDecorator {
  return applyDecorators(
    Rule(
      'eventTypes',
      checks.stringArray(checks.oneOf(SUBSCRIBABLE), { max: 100 }),
      optional ? 'optional' : 'required',
    ),
    ApiProperty({
      required: !optional,
      type: [String],
      items: { type: 'string', enum: SUBSCRIBABLE },
      example: ['board.created', 'workspace.published'],
      description: 'Event types to receive; `*` receives every type, including types added later. Default `["*"]`.',
    }),
  );
}

export class CreateWebhookEndpointDto {
  @UrlField({
    example: 'https://hooks.example.com/workspaces',
    description:
      'Where events are POSTed: https to a public address. Internal destinations (loopback, private, link-local, ' +
      'reserved addresses, `localhost`, single-label and `.internal`/`.local` names) are refused, here and at every ' +
      'delivery; at most WEBHOOK_MAX_ENDPOINTS_PER_ORG (default 20) endpoints per organization.',
  })
  url: string;

  @EventTypesField(true)
  eventTypes?: string[];

  @TextField({ multiLine: true, optional: true, max: 500, example: 'CRM sync' })
  description?: string;

  @BoolField({ optional: true, example: true, description: 'Default true.' })
  enabled?: boolean;

  @EnumField(WEBHOOK_FORMATS, {
    optional: true,
    example: 'dock',
    description: `${FORMAT_DESCRIPTION} Default standard.`,
  })
  format?: WebhookFormat;
}

export class UpdateWebhookEndpointDto {
  @UrlField({ optional: true, example: 'https://hooks.example.com/workspaces' })
  url?: string;

  @EventTypesField(true)
  eventTypes?: string[];

  @TextField({ multiLine: true, nullable: true, optional: true, max: 500, example: 'CRM sync' })
  description?: string | null;

  @BoolField({
    optional: true,
    example: true,
    description: 'true re-enables an endpoint that was disabled after repeated failures (its failure count restarts).',
  })
  enabled?: boolean;

  @EnumField(WEBHOOK_FORMATS, {
    optional: true,
    example: 'dock',
    description: `${FORMAT_DESCRIPTION} Applies from the next attempt, retries of earlier events included.`,
  })
  format?: WebhookFormat;
}

export class RotateSecretDto {
  @IntField({
    optional: true,
    min: 0,
    max: 604_800,
    example: 86_400,
    description:
      'Seconds during which the previous secret keeps signing beside the new one. Default 86400 (24 h) for ' +
      '`standard` endpoints; a `dock` endpoint has one signature, so its rotation takes effect at once: 0 or absent.',
  })
  overlapSeconds?: number;
}
