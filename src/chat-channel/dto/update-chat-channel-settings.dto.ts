import { BoolField, UrlField } from '../../common/validation/fields.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { CHAT_CHANNEL_SETTINGS_SHAPE, INCOMING_WEBHOOK_DOC } from '../chat-channel-settings.resource.js';

/** Every field optional; fields not sent keep their values. */
export class UpdateChatChannelSettingsDto {
  @UrlField({
    nullable: true,
    example: 'https://hooks.slack.com/services/T000/B000/XXXX',
    description: `${INCOMING_WEBHOOK_DOC} A new address turns the channel on; null removes the channel.`,
  })
  incomingWebhookUrl?: string | null;

  @BoolField({
    optional: true,
    example: true,
    description: 'false stops posting and keeps the address; true posts again (and forgets past failures).',
  })
  enabled?: boolean;
}

export class ChatChannelSettingsPropertiesQuery {
  @PropertiesField(CHAT_CHANNEL_SETTINGS_SHAPE)
  properties?: string[];
}
