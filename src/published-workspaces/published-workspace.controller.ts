import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { AppError } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { StreamedBody } from '../common/http/streamed-body.js';
import { shortened } from '../common/text-bounds.js';
import { emailTextProblem } from '../common/validation/text-policy.js';
import { FormTokens } from './form-tokens.js';
import type { Form } from './form-body.js';
import { type Visit, pageNotFound, returnPath } from './visitor-access.js';
import { type Destination, VisitorActions } from './visitor-actions.service.js';
import { VisitorEngagement } from './visitor-engagement.service.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { type Rendered, VisitorPages } from './visitor-pages.service.js';
import { type Target, VisitorRequests, backTo } from './visitor-requests.js';
import { SIGN_IN_TOKEN, VisitorSignIn } from './visitor-sign-in.service.js';
import { STATIC_BASE, VisitorViews, staticFile } from './visitor-views.js';

/** The beat's seconds, written as the script writes them: a decimal whole number, 0 to a day (no `1e1`, `0x10`, ``). */
function beatSeconds(value: string | undefined): number {
  if (value === undefined || !/^(?:0|[1-9][0-9]{0,4})$/.test(value) || Number(value) > 86_400) {
    throw new AppError(400, 'seconds must be a whole number of seconds, 0 to 86400, in decimal digits');
  }
  return Number(value);
}

/** A form's id in a page's address (a notice of what just happened to it); anything else is no notice. */
const formIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined;

/**
 * The published workspace at `workspaceUrl`, for the customers it is shared with: HTML pages, forms and tracked links
 * (not part of the API's contract, so not in its OpenAPI document). Each route opens the visit (rate limit, workspace,
 * visitor) before anything else; forms are read only then, and checked against the browser's form token.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class PublishedWorkspaceController {
  constructor(
    private readonly pages: VisitorPages,
    private readonly signIns: VisitorSignIn,
    private readonly actions: VisitorActions,
    private readonly engagement: VisitorEngagement,
    private readonly tokens: FormTokens,
    private readonly views: VisitorViews,
    private readonly requests: VisitorRequests,
  ) {}

  @Get('static/:version/:name')
  asset(@Param('version') version: string, @Param('name') name: string, @Res() res: Response): void {
    const file = `/app/static/${version}` === STATIC_BASE ? staticFile(name) : null;
    if (!file) throw pageNotFound();
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(file.body);
  }

  @Get(':org/:slug')
  async home(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const visit = await this.open(req, res, t);
    if (visit) this.send(res, await this.pages.home(visit));
  }

  /** A page; `?received=<formId>` or `?saved=<formId>` after a form on it was submitted or its draft saved. */
  @Get(':org/:slug/pages/:pageId')
  async page(
    @Param() t: Target,
    @Param('pageId') pageId: string,
    @Query('received') received: unknown,
    @Query('saved') saved: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const visit = await this.open(req, res, t, `/pages/${pageId}`);
    const notice = { received: formIdOf(received), saved: formIdOf(saved) };
    if (visit) this.send(res, await this.pages.page(visit, pageId, undefined, { notice }));
  }

  /** The default plan page, for a workspace whose pages show no plan (see VisitorPages.plan). */
  @Get(':org/:slug/plan')
  async plan(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const visit = await this.open(req, res, t, '/plan');
    if (visit) this.send(res, await this.pages.plan(visit));
  }

  /** The sign-in form; with `?token=` (the e-mailed link) the button that uses it: a GET never spends a link. */
  @Get(':org/:slug/sign-in')
  async signInForm(
    @Param() t: Target,
    @Query('token') token: unknown,
    @Query('next') next: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const visit = await this.open(req, res, t, '/sign-in');
    if (!visit) return;
    const back = returnPath(typeof next === 'string' ? next : undefined);
    if (typeof token !== 'string' || !SIGN_IN_TOKEN.test(token)) {
      return this.send(res, await this.pages.signIn(visit, { next: back }));
    }
    const data = { ...this.pages.frame(visit, { title: 'Sign in' }), token, next: back };
    this.send(res, { status: 200, template: 'confirm', data });
  }

  @Post(':org/:slug/sign-in')
  @StreamedBody()
  async requestSignIn(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { visit, form } = await this.posted(req, res, t);
    await this.signIns.admit(req);
    const typed = form.one('email') ?? '';
    let email: string;
    try {
      email = this.signIns.request(visit, typed, returnPath(form.one('next')));
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 400) throw error;
      // Shown again to correct, unless it holds what no address may (NUL, controls, bidi overrides).
      const shown = emailTextProblem(typed) ? '' : shortened(typed, 320);
      return this.send(
        res,
        await this.pages.signIn(visit, {
          status: 400,
          email: shown,
          error: 'Enter an e-mail address, like name@company.com.',
          next: returnPath(form.one('next')),
        }),
      );
    }
    const data = {
      ...this.pages.frame(visit, { title: 'Check your e-mail' }),
      email,
      ttlMinutes: this.signIns.ttlMinutes,
    };
    this.send(res, { status: 200, template: 'check-email', data });
  }

  @Post(':org/:slug/sign-in/confirm')
  @StreamedBody()
  async confirmSignIn(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { visit, form } = await this.posted(req, res, t);
    if (await this.signIns.confirm(visit, form.one('token') ?? '', res)) {
      return res.redirect(303, `${visit.base}${returnPath(form.one('next'))}`);
    }
    const data = {
      ...this.pages.frame(visit, { title: 'Link expired' }),
      heading: 'This sign-in link cannot be used',
      message: 'It was already used, has expired, or no longer opens this workspace. Ask for a new one.',
      back: { href: `${visit.base}/sign-in`, label: 'Get a new sign-in link' },
    };
    this.send(res, { status: 400, template: 'message', data });
  }

  @Post(':org/:slug/sign-out')
  @StreamedBody()
  async signOut(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { visit } = await this.posted(req, res, t);
    await this.signIns.signOut(visit, res);
    res.redirect(303, visit.base);
  }

  @Post(':org/:slug/tasks')
  @StreamedBody()
  async tick(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { visit, form } = await this.posted(req, res, t);
    await this.actions.tick(visit, { shown: form.all('shown'), was: form.all('was'), done: form.all('done') });
    res.redirect(303, backTo(visit, form.one('page')));
  }

  /** The visibility-aware beat (sendBeacon): seconds in view since the last one. */
  @Post(':org/:slug/beacon')
  @StreamedBody()
  @HttpCode(204)
  async beacon(@Param() t: Target, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { visit, form } = await this.posted(req, res, t);
    await this.engagement.beat(visit, beatSeconds(form.one('seconds')));
    res.status(204).end();
  }

  /**
   * The tracked addresses of a page: `links/{sectionId}`, `task-links/{taskId}`, `files/{sectionId}` and
   * `assets/{assetId}` count the act (when they carry this browser's token), then answer 303 to the destination.
   */
  @Get(':org/:slug/:kind/:targetId')
  async tracked(
    @Param() t: Target,
    @Param('kind') kind: string,
    @Param('targetId') id: string,
    @Query('t') token: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visit = await this.open(req, res, t, `/${kind}/${id}`);
    if (visit) await this.follow(req, res, { visit, token, destination: await this.destination(visit, kind, id) });
  }

  @Post(':org/:slug/assets/:assetId/share')
  @StreamedBody()
  async share(@Param() t: Target, @Param('assetId') id: string, @Req() req: Request, @Res() res: Response) {
    const { visit, form } = await this.posted(req, res, t);
    const { asset, act, target } = await this.actions.asset(visit, id, 'workspace.asset.shared');
    await this.engagement.acted(visit, { act, target });
    const page = form.one('page');
    const shareUrl = asset.fileId || !asset.assetUrl ? visit.url : asset.assetUrl;
    const data = {
      ...this.pages.frame(visit, { title: `Share ${asset.name}` }),
      asset: { name: asset.name },
      shareUrl,
      mailto: `mailto:?subject=${encodeURIComponent(asset.name)}&body=${encodeURIComponent(shareUrl)}`,
      back: backTo(visit, page),
    };
    this.send(res, { status: 200, template: 'share', data });
  }

  /** Anything else under /app: the visitor's 404 page, not the API's JSON. */
  @Get('*rest')
  notFound(): never {
    throw pageNotFound();
  }

  private destination(visit: Visit, kind: string, id: string): Promise<Destination> {
    switch (kind) {
      case 'links':
        return this.actions.link(visit, id);
      case 'task-links':
        return this.actions.taskLink(visit, id);
      case 'files':
        return this.actions.file(visit, id);
      case 'assets':
        return this.actions.asset(visit, id, 'workspace.asset.viewed');
      default:
        throw pageNotFound();
    }
  }

  private open(req: Request, res: Response, t: Target, rest = ''): Promise<Visit | null> {
    return this.requests.open(req, res, { t, rest });
  }

  private posted(req: Request, res: Response, t: Target): Promise<{ visit: Visit; form: Form }> {
    return this.requests.posted(req, res, t);
  }

  /** A tracked link: counted when it carries this browser's token (a link forged elsewhere is followed, not counted). */
  private async follow(
    req: Request,
    res: Response,
    {
      visit,
      token,
      destination,
    }: {
      visit: Visit;
      token: unknown;
      destination: Destination;
    },
  ): Promise<void> {
    const valid = await this.tokens.verify(req, visit.workspace.id, typeof token === 'string' ? token : undefined).then(
      () => true,
      () => false,
    );
    if (valid) await this.engagement.acted(visit, destination);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(303, destination.location);
  }

  private send(res: Response, rendered: Rendered): void {
    this.views.send(res, rendered);
  }
}
