import { Controller, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { AppError } from '../common/http/app-error.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import type { UpdateNotificationSettingsDto } from '../notifications/dto/notification-settings.dto.js';
import { NOTIFICATION_MODES, type NotificationMode } from '../notifications/notification-kinds.js';
import { NotificationSettingsService } from '../notifications/notification-settings.service.js';
import { type Visit, canSeeContent, pageNotFound } from './visitor-access.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { VisitorPages } from './visitor-pages.service.js';
import { type Target, VisitorRequests } from './visitor-requests.js';
import { VisitorViews } from './visitor-views.js';

/** What a contact is told of, in their words; the team's kinds (visits, completions) are not theirs to set here. */
const CONTACT_KINDS = [
  { name: 'messages', label: 'Messages from the team' },
  { name: 'comments', label: 'Comments' },
  { name: 'assignments', label: 'Tasks given to me' },
] as const;
const MODES = [
  { value: 'instant', label: 'As they happen' },
  { value: 'daily', label: 'Once a day' },
  { value: 'off', label: 'Never' },
] as const;

const isMode = (value: string | undefined): value is NotificationMode =>
  value !== undefined && (NOTIFICATION_MODES as readonly string[]).includes(value);

/** A signed-in contact's e-mail settings (`…/notifications`), the same as the API's for that person. */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorNotificationsController {
  constructor(
    private readonly requests: VisitorRequests,
    private readonly settings: NotificationSettingsService,
    private readonly pages: VisitorPages,
    private readonly views: VisitorViews,
  ) {}

  @Get(':org/:slug/notifications')
  async show(@Param() t: Target, @Query('saved') saved: unknown, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.open(req, res, { t, rest: '/notifications' });
    if (!visit) return;
    // Settings are a signed-in person's: anyone else is asked to sign in first.
    if (!visit.contact && !visit.preview) return this.views.send(res, await this.pages.signIn(visit));
    const contact = this.contactOf(visit);
    const current = await this.settings.ofPerson(contact.userId);
    const data = {
      ...this.pages.frame(visit, { title: 'E-mail settings', pages: await this.pages.navigation(visit) }),
      kinds: CONTACT_KINDS.map((kind) => ({ ...kind, mode: current[kind.name] })),
      modes: MODES,
      muted: current.mutedWorkspaceIds.includes(visit.workspace.id),
      saved: saved === '1',
    };
    this.views.send(res, { status: 200, template: 'notification-settings', data });
  }

  @Post(':org/:slug/notifications')
  @StreamedBody()
  async save(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const visit = await this.requests.visitOf(req, res, t);
    const contact = this.contactOf(visit);
    const form = await this.requests.form(req, visit);
    const chosen: UpdateNotificationSettingsDto = {};
    for (const kind of CONTACT_KINDS) {
      const value = form.one(kind.name);
      if (value === undefined) continue;
      if (!isMode(value)) throw new AppError(400, `Choose how often to hear of ${kind.label.toLowerCase()}.`);
      chosen[kind.name] = value;
    }
    await this.settings.setByPerson({
      userId: contact.userId,
      organizationId: visit.workspace.organizationId,
      workspaceId: visit.workspace.id,
      settings: chosen,
      muted: form.one('muted') === '1',
    });
    res.redirect(303, `${visit.base}/notifications?saved=1`);
  }

  /** Only a signed-in contact has settings here; anyone else finds no such page. */
  private contactOf(visit: Visit) {
    if (!visit.contact || visit.preview || !canSeeContent(visit)) throw pageNotFound();
    return visit.contact;
  }
}
