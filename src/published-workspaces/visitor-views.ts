import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { Eta } from 'eta';

const VIEWS = new URL('./views/', import.meta.url);
const STATIC = new URL('./static/', import.meta.url);

/** The stylesheet and scripts, read once; their address carries a hash of both, so they can be cached for a year. */
const STATIC_FILES = {
  'app.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('app.css', STATIC)) },
  'visitor.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('visitor.js', STATIC)) },
  'live.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('live.js', STATIC)) },
  'forms.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('forms.js', STATIC)) },
} as const;
export type StaticName = keyof typeof STATIC_FILES;
const STATIC_VERSION = createHash('sha256')
  .update(STATIC_FILES['app.css'].body)
  .update(STATIC_FILES['visitor.js'].body)
  .update(STATIC_FILES['live.js'].body)
  .update(STATIC_FILES['forms.js'].body)
  .digest('hex')
  .slice(0, 12);
export const STATIC_BASE = `/app/static/${STATIC_VERSION}`;

export function staticFile(name: string): { type: string; body: Buffer } | null {
  return Object.hasOwn(STATIC_FILES, name) ? STATIC_FILES[name as StaticName] : null;
}

/**
 * Content-Security-Policy of every visitor page: scripts and styles only from our own files (no inline script or
 * style at all), forms post only to us, nothing may frame the page, images from the web (an account's logo).
 */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src https: http: data:',
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The published workspace's HTML, from Eta templates (views/) with automatic escaping: `<%= %>` escapes every value;
 * the only unescaped output (`<%~ %>`) is the layout's body and Markdown already rendered safely (markdown.ts).
 */
@Injectable()
export class VisitorViews {
  private readonly eta = new Eta({ views: VIEWS.pathname, autoEscape: true, cache: true });

  render(template: string, data: object): string {
    return this.eta.render(`./${template}`, { staticBase: STATIC_BASE, ...data });
  }

  /** Sends a page: never cached (it shows a person's workspace), never framed, never sniffed. */
  send(res: Response, { status, template, data }: { status: number; template: string; data: object }): void {
    const html = this.render(template, data);
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('Cache-Control', 'no-store');
    // The workspace address is a capability on a public workspace: it never leaves in a Referer header.
    res.setHeader('Referrer-Policy', 'same-origin');
    res.end(html);
  }
}
