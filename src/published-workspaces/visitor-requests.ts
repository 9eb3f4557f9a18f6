import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FormTokens } from './form-tokens.js';
import { type Form, readForm } from './form-body.js';
import { Moved, type Visit, VisitorAccess, pageNotFound } from './visitor-access.js';

/** The published workspace's address in a route: `/app/:org/:slug/...`. */
export type Target = { org: string; slug: string };

/** The page a form came from (`page`: a page id, or `plan` for the default plan page), else the workspace's address. */
export function backTo(visit: Visit, page: string | undefined): string {
  if (page === 'plan') return `${visit.base}/plan`;
  return page && /^[0-9A-Za-z]{1,64}$/.test(page) ? `${visit.base}/pages/${page}` : visit.base;
}

/**
 * How every visitor route starts: the visit is opened (rate limit, workspace, visitor) before anything else; a form
 * is read only then, and checked against the browser's form token.
 */
@Injectable()
export class VisitorRequests {
  constructor(
    private readonly access: VisitorAccess,
    private readonly tokens: FormTokens,
  ) {}

  /** The visit of a GET; null when the answer was a 301 to the workspace's current address. */
  async open(req: Request, res: Response, { t, rest = '' }: { t: Target; rest?: string }): Promise<Visit | null> {
    const visit = await this.access.open(req, res, { orgSlug: t.org, slugId: t.slug, rest });
    if (visit instanceof Moved) {
      res.redirect(301, visit.location);
      return null;
    }
    return visit;
  }

  /** The visit of a POST, before its form is read (so that what must be refused is refused unread). */
  async visitOf(req: Request, res: Response, t: Target): Promise<Visit> {
    const visit = await this.access.open(req, res, { orgSlug: t.org, slugId: t.slug, rest: '' });
    if (visit instanceof Moved) throw pageNotFound();
    return visit;
  }

  /** The form of a POST whose visit is open, its form token checked; `limitBytes` for forms larger than a click. */
  async form(req: Request, visit: Visit, limitBytes?: number): Promise<Form> {
    const form = await readForm(req, limitBytes);
    await this.tokens.verify(req, visit.workspace.id, form.one('csrf'));
    return form;
  }

  /** The visit and form of a POST, the form token checked. */
  async posted(req: Request, res: Response, t: Target): Promise<{ visit: Visit; form: Form }> {
    const visit = await this.visitOf(req, res, t);
    return { visit, form: await this.form(req, visit) };
  }
}
