import { Injectable } from '@nestjs/common';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { deleteItemsAboutAny } from './notification-item.repository.js';
import { userExists, workspaceNames, workspaceOrganizations } from './notification-recipients.repository.js';
import { insertMute } from './notification-settings.repository.js';
import { type Unsubscription, readUnsubscribe } from './unsubscribe-links.js';
import { UNSUBSCRIBE_SECRET } from './notification.worker.js';

/** The e-mails' unsubscribe links: read, and carried out (the person hears nothing more about those workspaces). */
@Injectable()
export class Unsubscriptions {
  constructor(private readonly db: Db) {}

  /** The link's unsubscription with the workspaces' names, or null for a link we did not sign. */
  async read(query: Record<string, unknown>): Promise<(Unsubscription & { names: string[] }) | null> {
    const who = readUnsubscribe(await sharedSecret(this.db, UNSUBSCRIBE_SECRET), query);
    if (!who) return null;
    const workspaces = await this.db.read((m) => workspaceNames(m, who.workspaceIds));
    return { ...who, names: workspaces.map((w) => w.name) };
  }

  /** Mutes the workspaces for the person and drops what was still to be sent about them; done twice, the same. */
  async apply(who: Unsubscription): Promise<void> {
    await this.db.write(async (m) => {
      // A link outlives its person: a removed user has nothing left to mute.
      if (!(await userExists(m, who.userId))) return;
      const workspaces = await workspaceOrganizations(m, who.workspaceIds);
      const now = nowIso();
      for (const w of workspaces) {
        await insertMute(m, {
          userId: who.userId,
          workspaceId: w.id,
          organizationId: w.organizationId,
          createdAt: now,
        });
      }
      await deleteItemsAboutAny(m, { userId: who.userId, workspaceIds: workspaces.map((w) => w.id) });
    });
  }
}
