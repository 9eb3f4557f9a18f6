import { Controller, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { bodyLeftUnread } from '../common/http/body-reader.js';
import { ID_PATTERN } from '../common/ids.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { VisitorPages } from './visitor-pages.service.js';
import { type Target, VisitorRequests, backTo } from './visitor-requests.js';
import { VisitorUploads } from './visitor-uploads.service.js';
import { UploadRefused } from './visitor-upload-words.js';
import { VisitorViews } from './visitor-views.js';

/**
 * The upload form of a file request (views/plan.eta): `multipart/form-data` with the part `file`, posted to
 * `tasks/{taskId}/files?t=<form token>&page=<page>`. The token travels in the address because everything is checked
 * before the body is read, and the body is the file. Answers 303 back to the task; a refusal the contact can act on
 * (too large, no room, wrong role) is a page saying so, with the way back.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorUploadsController {
  constructor(
    private readonly requests: VisitorRequests,
    private readonly uploads: VisitorUploads,
    private readonly pages: VisitorPages,
    private readonly views: VisitorViews,
  ) {}

  @Post(':org/:slug/tasks/:taskId/files')
  @StreamedBody()
  async upload(
    @Param() t: Target,
    @Param('taskId') taskId: string,
    @Query('t') token: unknown,
    @Query('page') page: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.requests.visitOf(req, res, t);
    const anchor = ID_PATTERN.test(taskId) ? `#task-${taskId}` : '';
    const back = `${backTo(visit, typeof page === 'string' ? page : undefined)}${anchor}`;
    try {
      await this.uploads.upload(visit, { taskId, token, req });
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      // The rest of a refused body is not read: the connection closes after the answer.
      if (bodyLeftUnread(req)) res.setHeader('Connection', 'close');
      const data = {
        ...this.pages.frame(visit, { title: 'Upload not accepted' }),
        heading: 'Your file was not uploaded',
        message: error.message,
        back: { href: back, label: 'Back to the task' },
      };
      return this.views.send(res, { status: error.status, template: 'message', data });
    }
    res.redirect(303, back);
  }
}
