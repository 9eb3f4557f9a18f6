import { Controller, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import { VisitorComments } from './visitor-comments.service.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { type Target, VisitorRequests, backTo } from './visitor-requests.js';
import { MESSAGE_FORM_LIMIT_BYTES } from './visitor-thread.service.js';

/**
 * The comment forms of the published workspace's pages (views/comments.eta): post one under a task, section or file,
 * delete one's own. Who may write is checked before the form is read, as for the thread's forms. Each answers 303 back to the page the form was on, at the comment (or the subject's comments).
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorCommentsController {
  constructor(
    private readonly requests: VisitorRequests,
    private readonly comments: VisitorComments,
  ) {}

  @Post(':org/:slug/comments')
  @StreamedBody()
  async post(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const visit = await this.requests.visitOf(req, res, t);
    await this.comments.admit(visit);
    const form = await this.requests.form(req, visit, MESSAGE_FORM_LIMIT_BYTES);
    const id = await this.comments.post(visit, {
      subjectType: form.one('subjectType'),
      subjectId: form.one('subjectId'),
      body: form.one('body'),
    });
    res.redirect(303, `${backTo(visit, form.one('page'))}#comment-${id}`);
  }

  @Post(':org/:slug/comments/:commentId/edit')
  @StreamedBody()
  async edit(@Param() t: Target, @Param('commentId') commentId: string, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.visitOf(req, res, t);
    await this.comments.admit(visit);
    const form = await this.requests.form(req, visit, MESSAGE_FORM_LIMIT_BYTES);
    await this.comments.edit(visit, commentId, form.one('body'));
    res.redirect(303, `${backTo(visit, form.one('page'))}#comment-${commentId}`);
  }

  @Post(':org/:slug/comments/:commentId/delete')
  @StreamedBody()
  async remove(
    @Param() t: Target,
    @Param('commentId') commentId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.requests.visitOf(req, res, t);
    await this.comments.admit(visit);
    const form = await this.requests.form(req, visit);
    await this.comments.remove(visit, commentId);
    const subjectId = form.one('subjectId');
    const anchor = subjectId && /^[0-9A-Za-z]{12}$/.test(subjectId) ? `#comments-${subjectId}` : '';
    res.redirect(303, `${backTo(visit, form.one('page'))}${anchor}`);
  }
}
