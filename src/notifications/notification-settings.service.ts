import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { OrgContext } from '../common/http/request.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { UserEntity } from '../users/user.entity.js';
import type { NotificationSettingsDoc, UpdateNotificationSettingsDto } from './dto/notification-settings.dto.js';
import { deleteItemsAbout } from './notification-item.repository.js';
import {
  deleteMute,
  insertMute,
  mutedWorkspaceIds,
  settingsRowOf,
  upsertSettingsRow,
} from './notification-settings.repository.js';
import { NOTIFICATION_KINDS, settingsFrom } from './notification-kinds.js';

/** A person's notification settings, per kind, and the workspaces they unsubscribed from. */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly db: Db) {}

  get(org: OrgContext, userId: string): Promise<NotificationSettingsDoc> {
    return this.db.read(async (m) => {
      await findInOrg(m, UserEntity, { orgId: org.id, id: userId, resource: 'user' });
      return this.render(m, userId);
    });
  }

  update(org: OrgContext, userId: string, dto: UpdateNotificationSettingsDto): Promise<NotificationSettingsDoc> {
    return this.db.write(async (m) => {
      await findInOrg(m, UserEntity, { orgId: org.id, id: userId, resource: 'user' });
      const row = await settingsRowOf(m, userId);
      const settings = settingsFrom(row?.settings ?? null);
      for (const kind of NOTIFICATION_KINDS) settings[kind] = dto[kind] ?? settings[kind];
      await upsertSettingsRow(m, {
        userId,
        organizationId: org.id,
        settings: JSON.stringify(settings),
        updatedAt: nowIso(),
      });
      return this.render(m, userId);
    });
  }

  /** A person's own settings, as the published workspace shows them to a signed-in contact. */
  ofPerson(userId: string): Promise<NotificationSettingsDoc> {
    return this.db.read((m) => this.render(m, userId));
  }

  /**
   * A signed-in contact's choice on the page: their settings for the kinds given, and whether this workspace is
   * muted for them.
   */
  setByPerson({
    userId,
    organizationId,
    workspaceId,
    settings,
    muted,
  }: {
    userId: string;
    organizationId: string;
    workspaceId: string;
    settings: UpdateNotificationSettingsDto;
    muted: boolean;
  }): Promise<void> {
    return this.db.write(async (m) => {
      const row = await settingsRowOf(m, userId);
      const next = settingsFrom(row?.settings ?? null);
      for (const kind of NOTIFICATION_KINDS) next[kind] = settings[kind] ?? next[kind];
      const now = nowIso();
      await upsertSettingsRow(m, { userId, organizationId, settings: JSON.stringify(next), updatedAt: now });
      if (!muted) {
        await deleteMute(m, { userId, workspaceId });
        return;
      }
      await insertMute(m, { userId, workspaceId, organizationId, createdAt: now });
      await deleteItemsAbout(m, { userId, workspaceId });
    });
  }

  private async render(m: EntityManager, userId: string): Promise<NotificationSettingsDoc> {
    const row = await settingsRowOf(m, userId);
    const mutedWorkspaces = await mutedWorkspaceIds(m, userId);
    return {
      object: 'notificationSettings',
      userId,
      ...settingsFrom(row?.settings ?? null),
      mutedWorkspaceIds: mutedWorkspaces,
    };
  }
}
