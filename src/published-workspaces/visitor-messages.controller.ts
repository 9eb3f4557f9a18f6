import { Controller, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import { pageNotFound } from './visitor-access.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import type { Rendered } from './visitor-pages.service.js';
import { type Target, VisitorRequests } from './visitor-requests.js';
import { MESSAGE_FORM_LIMIT_BYTES, VisitorThread, cursor } from './visitor-thread.service.js';
import { VisitorViews } from './visitor-views.js';

/**
 * The workspace's thread on the published page (`…/messages`): read by whoever may see the workspace, written by
 * signed-in contacts whose role may converse. Every form works without JavaScript and answers with a 303 to where the
 * new words are, or the same page with what to correct.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorMessagesController {
  constructor(
    private readonly requests: VisitorRequests,
    private readonly thread: VisitorThread,
    private readonly views: VisitorViews,
  ) {}

  @Get(':org/:slug/messages')
  async list(
    @Param() t: Target,
    @Query('before') before: unknown,
    @Query('sent') sent: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.requests.open(req, res, { t, rest: '/messages' });
    if (visit) this.send(res, await this.thread.list(visit, { before: cursor(before), sent: sent === '1' }));
  }

  @Get(':org/:slug/messages/:messageId')
  async one(
    @Param() t: Target,
    @Param('messageId') id: string,
    @Query('before') before: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.requests.open(req, res, { t, rest: `/messages/${id}` });
    if (visit) this.send(res, await this.thread.one(visit, id, { before: cursor(before) }));
  }

  @Get(':org/:slug/messages/:messageId/edit')
  async editForm(@Param() t: Target, @Param('messageId') id: string, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.open(req, res, { t, rest: `/messages/${id}/edit` });
    if (!visit) return;
    await this.thread.admit(visit);
    this.send(res, await this.thread.editForm(visit, id));
  }

  /** A message of the thread, or a reply (`parentId`). */
  @Post(':org/:slug/messages')
  @StreamedBody()
  async post(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const visit = await this.requests.visitOf(req, res, t);
    await this.thread.admit(visit);
    const form = await this.requests.form(req, visit, MESSAGE_FORM_LIMIT_BYTES);
    this.answer(res, await this.thread.post(visit, form));
  }

  @Post(':org/:slug/messages/:messageId/edit')
  @StreamedBody()
  async edit(@Param() t: Target, @Param('messageId') id: string, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.visitOf(req, res, t);
    await this.thread.admit(visit);
    const form = await this.requests.form(req, visit, MESSAGE_FORM_LIMIT_BYTES);
    this.answer(res, await this.thread.edit(visit, id, form));
  }

  @Post(':org/:slug/messages/:messageId/delete')
  @StreamedBody()
  async remove(@Param() t: Target, @Param('messageId') id: string, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.visitOf(req, res, t);
    await this.thread.admit(visit);
    await this.requests.form(req, visit);
    this.answer(res, await this.thread.remove(visit, id));
  }

  @Get(':org/:slug/messages/:messageId/:rest')
  notFound(): never {
    throw pageNotFound();
  }

  private answer(res: Response, outcome: string | Rendered): void {
    if (typeof outcome === 'string') res.redirect(303, outcome);
    else this.send(res, outcome);
  }

  private send(res: Response, rendered: Rendered): void {
    this.views.send(res, rendered);
  }
}
