import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import type { ActivityType } from '../events/event-types.js';
import {
  type ActivitySubject,
  type AssociatedObjects,
  addTimeSpent,
  recordActivity,
} from '../workspace-activities/record-activity.js';
import { type Visit, counts } from './visitor-access.js';
import { VisitorSessionEntity } from './visitor-session.entity.js';

/** A page view after this long without one (or a beat) starts a new visit: `workspace.viewed` again. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Most seconds one beat may add: the script beats every 15 s while the page is in view. */
export const BEAT_MAX_SECONDS = 60;

/** What a contact did, beyond who and where. */
export interface Act {
  type: ActivityType;
  subject?: ActivitySubject;
  associated?: Partial<Pick<AssociatedObjects, 'workspacePage' | 'workspacePlanTask' | 'file' | 'asset'>>;
}

/**
 * Engagement, counted only for signed-in contacts (never the team's previews, never anonymous readers): page views and
 * visits, time in view, and acts. Each is one transaction with its activity rows, counters and events.
 */
@Injectable()
export class VisitorEngagement {
  constructor(private readonly db: Db) {}

  /** A page (null: the welcome page) shown to the contact; a new visit when the last was VISIT_GAP_MS ago. */
  async pageViewed(visit: Visit, page: { id: string; title: string } | null): Promise<void> {
    if (!counts(visit)) return;
    const contact = visit.contact!;
    await this.db.write(async (m) => {
      const now = nowIso();
      if (Date.parse(now) - Date.parse(contact.lastSeenAt) > VISIT_GAP_MS) {
        await this.record(m, visit, { type: 'workspace.viewed' }, now);
      }
      const act: Act = page
        ? { type: 'workspace.page.viewed', subject: { workspacePageId: page.id }, associated: { workspacePage: page } }
        : { type: 'workspace.page.viewed' };
      await this.record(m, visit, act, now);
      await this.seen(m, contact.sessionHash, now);
    });
  }

  /**
   * Seconds the page was in view, as the script reports them: never more than BEAT_MAX_SECONDS, nor more than the
   * time since the contact's last view or beat, so a forged beat cannot add time that did not pass.
   */
  async beat(visit: Visit, reported: number): Promise<number> {
    if (!counts(visit)) return 0;
    const contact = visit.contact!;
    return this.db.write(async (m) => {
      const now = nowIso();
      const elapsed = Math.ceil((Date.parse(now) - Date.parse(contact.lastSeenAt)) / 1000);
      const seconds = Math.max(0, Math.min(reported, BEAT_MAX_SECONDS, elapsed));
      await addTimeSpent(m, { workspaceId: visit.workspace.id, seconds });
      await this.seen(m, contact.sessionHash, now);
      return seconds;
    });
  }

  /** One act (a link opened, a file downloaded, an asset opened or shared). */
  async acted(visit: Visit, act: Act): Promise<void> {
    if (!counts(visit)) return;
    await this.db.write((m) => this.record(m, visit, act, nowIso()));
  }

  /** Records an act inside the caller's transaction (a task completion, with the task's own change). */
  async record(m: EntityManager, visit: Visit, act: Act, now: string): Promise<void> {
    const { workspace } = visit;
    const contact = visit.contact!;
    await recordActivity(m, {
      organizationId: workspace.organizationId,
      type: act.type,
      subject: act.subject ?? {},
      associated: {
        workspace: { id: workspace.id, name: workspace.name, url: visit.url },
        account: workspace.account ? { id: workspace.account.id, name: workspace.account.name } : null,
        user: { id: contact.userId, email: contact.email, firstName: contact.firstName, lastName: contact.lastName },
        ...act.associated,
      },
      now,
    });
  }

  private async seen(m: EntityManager, sessionHash: string, now: string): Promise<void> {
    await m.update(VisitorSessionEntity, { id: sessionHash }, { lastSeenAt: now });
  }
}
