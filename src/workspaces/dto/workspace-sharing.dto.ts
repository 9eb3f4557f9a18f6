import { BoolField, EnumField, TextField } from '../../common/validation/fields.js';
import {
  SHARE_SETTINGS,
  type ShareSetting,
  WELCOME_PAGE_CTA_MAX,
  WELCOME_PAGE_TEXT_MAX,
} from '../../workspace-core/workspace-sharing.js';
import {
  CTA_DOC,
  GOOGLE_DOC,
  MAGIC_LINK_DOC,
  MESSAGES_DOC,
  CHAT_CHANNEL_DOC,
  SHARE_SETTING_DOC,
  TEXT_DOC,
} from '../workspace.resource.js';

/**
 * Dock's sharing settings, the same on create and update: absent keeps the current value (the default on create),
 * null clears the welcome page texts.
 */
export class WorkspaceSharingInput {
  @EnumField(SHARE_SETTINGS, { optional: true, example: 'landingPage', description: SHARE_SETTING_DOC })
  shareSetting?: ShareSetting;

  @BoolField({ optional: true, example: false, description: GOOGLE_DOC })
  googleVerificationEnabled?: boolean;

  @BoolField({ optional: true, example: true, description: MAGIC_LINK_DOC })
  magicLinkVerificationEnabled?: boolean;

  @TextField({
    nullable: true,
    min: 1,
    max: WELCOME_PAGE_CTA_MAX,
    example: 'View Workspace',
    description: `${CTA_DOC} null clears.`,
  })
  welcomePageCta?: string | null;

  @TextField({
    nullable: true,
    multiLine: true,
    min: 1,
    max: WELCOME_PAGE_TEXT_MAX,
    example: 'Welcome!\nEverything for the launch is in here.',
    description: `${TEXT_DOC} null clears.`,
  })
  welcomePageText?: string | null;

  @BoolField({ optional: true, example: true, description: MESSAGES_DOC })
  messagesEnabled?: boolean;

  @BoolField({ optional: true, example: false, description: CHAT_CHANNEL_DOC })
  chatChannelEnabled?: boolean;
}

export const SHARING_KEYS = [
  'shareSetting',
  'googleVerificationEnabled',
  'magicLinkVerificationEnabled',
  'welcomePageCta',
  'welcomePageText',
  'messagesEnabled',
  'chatChannelEnabled',
] as const satisfies readonly (keyof WorkspaceSharingInput)[];
