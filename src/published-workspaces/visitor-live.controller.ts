import { Controller, Get, Headers, Param, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { AppError } from '../common/http/app-error.js';
import { clientAddress } from '../common/http/client-address.js';
import { Db } from '../database/db.service.js';
import { LiveStreams } from '../live/live-streams.js';
import type { StreamBound } from '../live/stream-slots.js';
import { livePageHandler } from './live-page.js';
import { Moved, VisitorAccess, canSeeContent } from './visitor-access.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';

/**
 * `GET /app/<org>/<slug>/live`: the page's live stream (Server-Sent Events), for whoever may see the workspace's
 * content (a signed-in contact, anyone on a public workspace, the team's preview). The visit is resolved first, as
 * for the page (rate limit per address, workspace, session); the stream is passive, so it counts as no view.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorLiveController {
  constructor(
    private readonly access: VisitorAccess,
    private readonly streams: LiveStreams,
    private readonly db: Db,
  ) {}

  @Get(':org/:slug/live')
  async live(
    @Param() t: { org: string; slug: string },
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.access.open(req, res, { orgSlug: t.org, slugId: t.slug, rest: '/live' });
    if (visit instanceof Moved) return res.redirect(301, visit.location);
    if (!canSeeContent(visit)) throw new AppError(403, 'Sign in to follow this workspace live.');
    const { config } = this.streams;
    const bounds: StreamBound[] = [
      {
        what: 'live views from your address',
        key: `client:${clientAddress(req)}`,
        max: config.maxStreamsPerClient,
        status: 429,
      },
    ];
    if (visit.contact) {
      const key = `contact:${visit.contact.userId}`;
      bounds.push({ what: 'live views for you', key, max: config.maxStreamsPerContact, status: 429 });
    }
    const handler = await livePageHandler(this.db, this.access, {
      req,
      visit,
      lastEventId,
      replayMax: config.replayMax,
    });
    await this.streams.open(res, bounds, handler);
  }
}
