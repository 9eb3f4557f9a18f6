import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { notFound } from '../common/http/app-error.js';
import { initialsLogoSvg } from './initials-logo.js';

/** The icon browsers ask for at /favicon.ico (on /docs and the customer pages): a small SVG, which they all show. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#2563eb"/>' +
  '<path d="M8 10h16M8 16h16M8 22h10" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>\n';

function sendSvg(res: Response, svg: string): void {
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  // An image, fetched by the customer page: another origin (APP_BASE_URL elsewhere) may show it.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.end(svg);
}

/**
 * Files of the site itself, public and outside the API document: the favicon, and initials logos (the demo accounts'
 * logos, so the demo data works offline; see initialsLogoPath). Unknown names are the API's 404.
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
  @Get('logos/:name')
  logo(@Param('name') name: string, @Res() res: Response): void {
    const svg = initialsLogoSvg(name);
    if (svg === null) throw notFound('logo', JSON.stringify(name.slice(0, 64)));
    sendSvg(res, svg);
  }
}
