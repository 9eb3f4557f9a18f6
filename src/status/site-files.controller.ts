import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { notFound } from '../common/http/app-error.js';
import { DEMO_ACCOUNTS } from '../database/seed/data/people.js';
import { demoLogoSvg } from '../database/seed/demo-logo.js';

/** The icon browsers ask for at /favicon.ico (on /docs and the customer pages): a small SVG, which they all show. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#2563eb"/>' +
  '<path d="M8 10h16M8 16h16M8 22h10" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>\n';

const DEMO_LOGOS = new Map(DEMO_ACCOUNTS.map((account, i) => [`${account.key}.svg`, demoLogoSvg(account.name, i)]));

function sendSvg(res: Response, svg: string): void {
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  // An image, fetched by the customer page: another origin (APP_BASE_URL elsewhere) may show it.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.end(svg);
}

/**
 * Files of the site itself, public and outside the API document: the favicon, and the demo accounts' logos (so the
 * demo data works offline; see demoLogoPath). Unknown names are the API's 404.
 */
@ApiExcludeController()
@Controller()
export class SiteFilesController {
  @Public()
  @Get('favicon.ico')
  favicon(@Res() res: Response): void {
    sendSvg(res, FAVICON);
  }

  @Public()
  @Get('demo-logos/:name')
  demoLogo(@Param('name') name: string, @Res() res: Response): void {
    const svg = DEMO_LOGOS.get(name);
    if (svg === undefined) throw notFound('demo logo', name.slice(0, 64));
    sendSvg(res, svg);
  }
}
