import { Controller, Get, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { AppError } from '../common/http/app-error.js';
import { clientAddress } from '../common/http/client-address.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import { Unsubscriptions } from '../notifications/unsubscriptions.service.js';
import { readForm } from './form-body.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { VisitorLimits } from './visitor-limits.js';
import { VisitorViews } from './visitor-views.js';

const notOurs = (): AppError =>
  new AppError(404, 'This unsubscribe link is not valid. Use the link of the e-mail itself.');

/**
 * The unsubscribe link of notification e-mails: a GET shows what it stops and a button (mail scanners that follow
 * links change nothing); a POST does it, from that button or from the mail client's one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe=One-Click`). The link is signed: nobody can unsubscribe someone else.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly unsubscriptions: Unsubscriptions,
    private readonly limits: VisitorLimits,
    private readonly views: VisitorViews,
  ) {}

  @Get()
  async confirm(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.limits.request(clientAddress(req));
    const who = await this.unsubscriptions.read(query);
    if (!who) throw notOurs();
    const data = { title: 'Unsubscribe', names: who.names, done: false, action: req.originalUrl };
    this.views.send(res, { status: 200, template: 'unsubscribe', data });
  }

  @Post()
  @StreamedBody()
  async unsubscribe(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    await this.limits.request(clientAddress(req));
    const who = await this.unsubscriptions.read(query);
    if (!who) throw notOurs();
    // The body says nothing we need (`List-Unsubscribe=One-Click`, or our button's empty form); it is read, bounded.
    await readForm(req).catch(() => undefined);
    await this.unsubscriptions.apply(who);
    this.views.send(res, {
      status: 200,
      template: 'unsubscribe',
      data: { title: 'Unsubscribed', names: who.names, done: true },
    });
  }
}
