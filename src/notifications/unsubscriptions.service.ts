import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { NotificationItemEntity, NotificationMuteEntity } from './notification.entities.js';
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
    const workspaces = await this.db.read((m) =>
      m.find(WorkspaceEntity, { select: { id: true, name: true }, where: { id: In(who.workspaceIds) } }),
    );
    return { ...who, names: workspaces.map((w) => w.name) };
  }

  /** Mutes the workspaces for the person and drops what was still to be sent about them; done twice, the same. */
  async apply(who: Unsubscription): Promise<void> {
    await this.db.write(async (m) => {
      // A link outlives its person: a removed user has nothing left to mute.
      if (!(await m.exists(UserEntity, { where: { id: who.userId } }))) return;
      const workspaces = await m.find(WorkspaceEntity, {
        select: { id: true, organizationId: true },
        where: { id: In(who.workspaceIds) },
      });
      const now = nowIso();
      for (const w of workspaces) {
        await m
          .createQueryBuilder()
          .insert()
          .into(NotificationMuteEntity)
          .values({ userId: who.userId, workspaceId: w.id, organizationId: w.organizationId, createdAt: now })
          .orIgnore()
          .execute();
      }
      await m.delete(NotificationItemEntity, { userId: who.userId, workspaceId: In(workspaces.map((w) => w.id)) });
    });
  }
}
