import { Controller, Get, Param, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { Db } from '../database/db.service.js';
import { slugify } from '../database/slug.computed.js';
import { findVisitedWorkspace } from './visited-workspace.repository.js';
import { Moved, type Visit, VisitorAccess, pageNotFound } from './visitor-access.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { OidcFailed, type OidcFailure, VisitorOidc } from './visitor-oidc.service.js';
import { VisitorPages } from './visitor-pages.service.js';
import { VisitorViews } from './visitor-views.js';

/** `google`, or an organization's provider id. */
const PROVIDER_KEY = /^(?:google|[0-9A-Za-z]{12})$/;

/** What each failed sign-in shows: its status, heading and words. Nothing is created in any of them. */
const FAILURES: Record<OidcFailure, (provider: string) => { status: number; heading: string; message: string }> = {
  expired: () => ({
    status: 400,
    heading: 'This sign-in has expired',
    message: 'It took too long, was already used, or was started in another browser. Start again.',
  }),
  refused: (provider) => ({
    status: 400,
    heading: 'This sign-in could not be verified',
    message: `${provider} did not confirm who you are. Start again, or ask for a sign-in link by e-mail.`,
  }),
  unverified: (provider) => ({
    status: 403,
    heading: 'Your e-mail address is not verified',
    message: `${provider} has not verified the e-mail address of this account, so it cannot open this workspace.`,
  }),
  domain: (provider) => ({
    status: 403,
    heading: `This address cannot sign in with ${provider}`,
    message: `${provider} may sign in only addresses of the domains it is set up for. Nothing was changed; sign in another way.`,
  }),
  stranger: () => ({
    status: 403,
    heading: 'This account cannot open this workspace',
    message: 'Ask the person who shared it with you to invite the address you signed in with.',
  }),
  unreachable: (provider) => ({
    status: 502,
    heading: `${provider} could not be reached`,
    message: 'Nothing was changed. Try again in a moment, or ask for a sign-in link by e-mail.',
  }),
};

/**
 * "Continue with Google" or with an organization's provider on a published workspace. One callback address per
 * provider for every workspace (`<APP_BASE_URL>/oidc/<google or provider id>/callback`), because a provider accepts
 * only the redirect URIs registered with it; the flow cookie names the workspace and must name the same provider.
 * Registered before the published workspace's routes, whose `:org/:slug/...` patterns would otherwise answer it.
 */
@ApiExcludeController()
@Public()
@UseFilters(VisitorErrorsFilter)
@Controller('app')
export class VisitorOidcController {
  constructor(
    private readonly db: Db,
    private readonly access: VisitorAccess,
    private readonly oidc: VisitorOidc,
    private readonly pages: VisitorPages,
    private readonly views: VisitorViews,
  ) {}

  /**
   * Starts a sign-in: a link, not a form, because the page's `form-action 'self'` would stop a form's redirect to the
   * provider. Nothing is written; the flow cookie and its HMAC-bound state keep another site from finishing it.
   */
  @Get(':org/:slug/sign-in/:provider')
  async start(
    @Param('org') org: string,
    @Param('slug') slug: string,
    @Param('provider') key: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    if (!PROVIDER_KEY.test(key)) throw pageNotFound();
    const visit = await this.access.open(req, res, { orgSlug: org, slugId: slug, rest: `/sign-in/${key}` });
    if (visit instanceof Moved) return res.redirect(301, visit.location);
    const provider = await this.oidc.provider(visit, key);
    if (!provider) throw pageNotFound();
    res.setHeader('Cache-Control', 'no-store');
    try {
      res.redirect(303, await this.oidc.start(visit, provider, req, res));
    } catch (error) {
      this.failed(res, visit, error);
    }
  }

  @Get('oidc/:provider/callback')
  async callback(@Param('provider') key: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (!PROVIDER_KEY.test(key)) throw pageNotFound();
    const visit = await this.visitOf(req, res);
    if (!visit) return this.failed(res, null, new OidcFailed('expired'));
    try {
      await this.oidc.finish(visit, key, req, res);
      res.redirect(303, visit.base);
    } catch (error) {
      this.failed(res, visit, error);
    }
  }

  /** The visit of the workspace the flow cookie names, at its current address; null without one. */
  private async visitOf(req: Request, res: Response): Promise<Visit | null> {
    const flow = this.oidc.flowOf(req);
    const workspace = flow ? await this.db.read((m) => findVisitedWorkspace(m, flow.workspaceId)) : null;
    if (!workspace) return null;
    const slugId = `${slugify(workspace.name)}-${workspace.id}`;
    const visit = await this.access.open(req, res, { orgSlug: workspace.orgSlug, slugId, rest: '' });
    return visit instanceof Moved ? null : visit;
  }

  private failed(res: Response, visit: Visit | null, error: unknown): void {
    if (!(error instanceof OidcFailed)) throw error;
    const { status, heading, message } = FAILURES[error.reason](error.provider);
    const frame = visit ? this.pages.frame(visit, { title: heading }) : { title: heading };
    const back = visit && { href: `${visit.base}/sign-in`, label: 'Back to sign-in' };
    this.views.send(res, { status, template: 'message', data: { ...frame, heading, message, back } });
  }
}
