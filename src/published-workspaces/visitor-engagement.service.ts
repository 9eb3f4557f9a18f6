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
import { creditedTime } from './credited-time.js';
import {
  creditViewer,
  lockedViewer,
  markCounted,
  markSeen,
  markViewed,
} from '../workspace-viewers/workspace-viewer.repository.js';
import { type Visit, counts } from './visitor-access.js';

/** A page view after this long without one (or a beat) by the same contact starts a new visit: `workspace.viewed`. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** The same contact's repeated view of one page, or repeated act on one target, within this window counts once. */
export const REPEAT_WINDOW_MS = 5 * 60 * 1000;
/** Most seconds one beat may add: the script beats every 15 s while the page is in view. */
export const BEAT_MAX_SECONDS = 60;

/**
 * A page of the workspace, or one the published workspace draws itself: its welcome page, its default plan page, its
 * messages.
 */
export type ViewedPage = { id: string; title: string } | 'welcome' | 'plan' | 'messages';

/** What a contact did, beyond who and where. */
export interface Act {
  type: ActivityType;
  subject?: ActivitySubject;
  associated?: Partial<
    Pick<AssociatedObjects, 'workspacePage' | 'workspacePlanTask' | 'file' | 'asset' | 'workspaceForm'>
  >;
}

const before = (now: string, ms: number): string => new Date(Date.parse(now) - ms).toISOString();

/**
 * Engagement, counted per person: only signed-in contacts (never the team's previews, never anonymous readers), only
 * what a reader asked for (never a HEAD or a browser's prefetch), repeats within REPEAT_WINDOW_MS once, and time never
 * beyond the wall time that passed for that contact, however many sessions or tabs they have. Each act is one
 * transaction with its activity row, counters and event: what is not counted records and sends nothing.
 */
@Injectable()
export class VisitorEngagement {
  constructor(private readonly db: Db) {}

  /** A page shown to the contact: one of the workspace's, or the welcome or default plan page it has of its own. */
  async pageViewed(visit: Visit, page: ViewedPage): Promise<void> {
    if (!counts(visit)) return;
    const key = { workspaceId: visit.workspace.id, userId: visit.contact!.userId };
    const target = typeof page === 'string' ? page : `page:${page.id}`;
    if (visit.passive) {
      if (visit.liveRefresh) await this.db.write((m) => markSeen(m, { key, target, now: nowIso() }));
      return;
    }
    await this.db.write(async (m) => {
      const now = nowIso();
      const viewed = await markViewed(m, { key, now, gapCutoff: before(now, VISIT_GAP_MS) });
      if (viewed.newVisit) await this.record(m, visit, { type: 'workspace.viewed' }, now);
      const counted = await markCounted(m, { key, target, now, repeatCutoff: before(now, REPEAT_WINDOW_MS) });
      // Not counted again, yet shown: what it shows now is seen (a notification of it is not e-mailed).
      if (!counted) return markSeen(m, { key, target, now });
      const act: Act =
        typeof page === 'string'
          ? { type: 'workspace.page.viewed' }
          : {
              type: 'workspace.page.viewed',
              subject: { workspacePageId: page.id },
              associated: { workspacePage: page },
            };
      await this.record(m, visit, act, now, { workspace: viewed.firstView, page: counted.first });
    });
  }

  /**
   * Seconds the page was in view, as the script reports them: at most BEAT_MAX_SECONDS a beat, and never more than the
   * wall time since this contact's previous beat (whichever session or tab sent it), the fraction of a second carried.
   */
  async beat(visit: Visit, reported: number): Promise<number> {
    if (!counts(visit)) return 0;
    const key = { workspaceId: visit.workspace.id, userId: visit.contact!.userId };
    return this.db.write(async (m) => {
      const viewer = await lockedViewer(m, { key, forUpdate: this.db.dialect.forUpdate });
      // No view yet, so no clock: nothing was in view that the server saw shown.
      if (!viewer) return 0;
      const now = nowIso();
      const credit = creditedTime({
        reportedMs: Math.min(reported, BEAT_MAX_SECONDS) * 1000,
        elapsedMs: Date.parse(now) - Date.parse(viewer.creditedAt),
        carriedMs: viewer.carriedMs,
      });
      // Never moved back: instances whose clocks disagree cannot credit the same stretch twice.
      const creditedAt = now > viewer.creditedAt ? now : viewer.creditedAt;
      await creditViewer(m, { key, credit: { creditedAt, carriedMs: credit.carriedMs, lastSeenAt: now } });
      await addTimeSpent(m, { workspaceId: key.workspaceId, seconds: credit.seconds });
      return credit.seconds;
    });
  }

  /**
   * One act on a target (`link:<sectionId>`, `file:<sectionId>`, `asset:<id>`…): a link opened, a file downloaded, an
   * asset opened or shared. Counted once per contact and target within REPEAT_WINDOW_MS.
   */
  async acted(visit: Visit, { act, target }: { act: Act; target: string }): Promise<void> {
    if (!counts(visit) || visit.passive) return;
    const key = { workspaceId: visit.workspace.id, userId: visit.contact!.userId };
    await this.db.write(async (m) => {
      const now = nowIso();
      if (await markCounted(m, { key, target, now, repeatCutoff: before(now, REPEAT_WINDOW_MS) })) {
        await this.record(m, visit, act, now);
      }
    });
  }

  /** Records an act inside the caller's transaction (a task completion, with the task's own change). */
  async record(
    m: EntityManager,
    visit: Visit,
    act: Act,
    now: string,
    newViewer?: { workspace: boolean; page: boolean },
  ): Promise<void> {
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
      newViewer,
    });
  }
}
