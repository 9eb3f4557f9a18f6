import { Controller, HttpCode, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { bodyLeftUnread } from '../common/http/body-reader.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { formLimitBytes, VisitorForms } from './visitor-forms.service.js';
import { type Rendered, VisitorPages } from './visitor-pages.service.js';
import { type Target, VisitorRequests, backTo } from './visitor-requests.js';
import { UploadRefused } from './visitor-upload-words.js';
import { VisitorViews } from './visitor-views.js';

/**
 * A form section answered on the page (views/form.eta): `forms/{id}` takes the form's buttons (Submit, Save draft),
 * `forms/{id}/draft` the script's autosave (204), `forms/{id}/questions/{questionId}/files?t=<form token>` one file
 * of a file question (multipart, its own form: the token in its address, since all is checked before the body, which
 * is the file). Each admits the visitor (form shown, role, lock, rate) before it reads a byte; every answer is a page
 * or a 303, never JSON.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorFormsController {
  constructor(
    private readonly requests: VisitorRequests,
    private readonly forms: VisitorForms,
    private readonly pages: VisitorPages,
    private readonly views: VisitorViews,
  ) {}

  @Post(':org/:slug/forms/:formId')
  @StreamedBody()
  async submit(@Param() t: Target, @Param('formId') id: string, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.visitOf(req, res, t);
    const form = await this.forms.admit(visit, id, 'write');
    const fields = await this.requests.form(req, visit, formLimitBytes(form.definition));
    this.answer(res, await this.forms.submit(visit, form, fields));
  }

  @Post(':org/:slug/forms/:formId/draft')
  @StreamedBody()
  @HttpCode(204)
  async draft(@Param() t: Target, @Param('formId') id: string, @Req() req: Request, @Res() res: Response) {
    const visit = await this.requests.visitOf(req, res, t);
    const form = await this.forms.admit(visit, id, 'draft');
    await this.forms.saveDraft(visit, form, await this.requests.form(req, visit, formLimitBytes(form.definition)));
    res.status(204).end();
  }

  @Post(':org/:slug/forms/:formId/questions/:questionId/files')
  @StreamedBody()
  async upload(
    @Param() t: Target,
    @Param('formId') id: string,
    @Param('questionId') questionId: string,
    @Query('t') token: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.requests.visitOf(req, res, t);
    const form = await this.forms.admit(visit, id, 'write');
    try {
      res.redirect(303, await this.forms.upload(visit, form, { questionId, token, req }));
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      // The rest of a refused body is not read: the connection closes after the answer.
      if (bodyLeftUnread(req)) res.setHeader('Connection', 'close');
      const data = {
        ...this.pages.frame(visit, { title: 'Upload not accepted' }),
        heading: 'Your file was not uploaded',
        message: error.message,
        back: { href: `${backTo(visit, form.pageId)}#form-${form.id}`, label: 'Back to the form' },
      };
      this.views.send(res, { status: error.status, template: 'message', data });
    }
  }

  private answer(res: Response, outcome: string | Rendered): void {
    if (typeof outcome === 'string') res.redirect(303, outcome);
    else this.views.send(res, outcome);
  }
}
