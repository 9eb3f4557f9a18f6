import { Logger } from '@nestjs/common';
import type { ChangeFeed } from '../../database/change-feed.js';
import type { Db } from '../../database/db.service.js';
import { KEY_CHANGES_CHANNEL } from './keys.js';

/** How the listening connection shows in pg_stat_activity. */
export const KEY_CHANGES_APPLICATION = 'wsapi-key-changes';

/**
 * Key changes other connections make (the key CLI, another instance): what tells the key cache to forget. Changes
 * this process makes itself are announced through localKeyChanges.
 */
export function keyChanges(db: Db, changed: () => void): ChangeFeed {
  return db.dialect.changeFeed(
    db.dataSource,
    {
      channel: KEY_CHANGES_CHANNEL,
      application: KEY_CHANGES_APPLICATION,
      logger: new Logger('ApiKeyCache'),
      subject: 'Key change notifications',
      meanwhile: 'looking keys up on every request',
    },
    changed,
  );
}
