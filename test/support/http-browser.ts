/** A page as a browser would show it after following every redirect: where it ended, its status and its HTML. */
export interface HttpPage {
  url: URL;
  status: number;
  html: string;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** The text of an HTML fragment: tags removed, whitespace folded, the common entities decoded. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name]);
}

/** Every link of a page, by its text: what a person reads on the button. */
export function linksOf(page: HttpPage): { text: string; href: string }[] {
  return [...page.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    text: textOf(inner),
    href: decode(href),
  }));
}

/** The text of the page's first heading of `level`, or null. */
export function headingOf(page: HttpPage, level: number): string | null {
  const match = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`).exec(page.html);
  return match ? textOf(match[1]) : null;
}

/**
 * A browser without a screen, for flows whose proof is what the servers do rather than what a page shows: it follows
 * redirects across origins, keeps cookies as a browser does (by host, whatever the port, sent under their path;
 * Max-Age=0 deletes), clicks links by their text and posts a page's form with its hidden fields. It runs no script
 * and enforces no SameSite rule: the Chromium journeys prove those.
 */
export class HttpBrowser {
  private readonly jar = new Map<string, StoredCookie[]>();

  /** Opens `url` and follows its redirects. */
  open(url: string | URL): Promise<HttpPage> {
    return this.navigate(new URL(url), 'GET');
  }

  /** Follows the link of `page` whose text is `text`. */
  click(page: HttpPage, text: string): Promise<HttpPage> {
    const link = linksOf(page).find((l) => l.text === text);
    if (!link) throw new Error(`no link "${text}" on ${page.url.href}: ${textOf(page.html).slice(0, 500)}`);
    return this.open(new URL(link.href, page.url));
  }

  /** Posts the page's first form (urlencoded) with its hidden fields and `fields`, and follows the redirects. */
  submit(page: HttpPage, fields: Record<string, string> = {}): Promise<HttpPage> {
    const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(page.html);
    if (!form) throw new Error(`no form on ${page.url.href}: ${textOf(page.html).slice(0, 500)}`);
    const body = new URLSearchParams();
    for (const [, name, value] of form[2].matchAll(
      /<input\b[^>]*type="hidden"[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g,
    )) {
      body.set(decode(name), decode(value));
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return this.navigate(new URL(decode(form[1]), page.url), 'POST', body);
  }

  private async navigate(start: URL, method: 'GET' | 'POST', body?: URLSearchParams): Promise<HttpPage> {
    let url = start;
    let request: { method: 'GET' | 'POST'; body?: URLSearchParams } = { method, body };
    for (let hops = 0; hops < 20; hops += 1) {
      const headers: Record<string, string> = {};
      const cookie = this.cookiesFor(url);
      if (cookie) headers.cookie = cookie;
      if (request.body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const res = await fetch(url, {
        method: request.method,
        headers,
        body: request.body?.toString(),
        redirect: 'manual',
      });
      this.keep(url, res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location) return { url, status: res.status, html: await res.text() };
      // The body of a redirect is never shown; read it so its keep-alive socket is free again.
      await res.arrayBuffer();
      url = new URL(location, url);
      // 303 (and, as browsers do, 301 and 302 after a POST) go on with a GET; 307 and 308 repeat the request.
      if (res.status !== 307 && res.status !== 308) request = { method: 'GET' };
    }
    throw new Error(`more than 20 redirects from ${start.href}`);
  }

  private cookiesFor(url: URL): string {
    const sent = (this.jar.get(url.hostname) ?? []).filter(
      (c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
    return sent.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  private keep(url: URL, lines: string[]): void {
    const cookies = this.jar.get(url.hostname) ?? [];
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? defaultPath(url);
      const expires = attribute('expires');
      const gone = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
      const kept = cookies.filter((c) => c.name !== name || c.path !== path);
      if (!gone) kept.push({ name, value, path });
      cookies.splice(0, cookies.length, ...kept);
    }
    this.jar.set(url.hostname, cookies);
  }
}

/** RFC 6265's default cookie path: the request path up to its last slash. */
function defaultPath(url: URL): string {
  const last = url.pathname.lastIndexOf('/');
  return last <= 0 ? '/' : url.pathname.slice(0, last);
}
