import MarkdownIt from 'markdown-it';

/** Only web links: no javascript:, data:, file:, relative or protocol-relative addresses. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url || !/^https?:\/\//i.test(url)) return false;
  return URL.canParse(url);
}

/**
 * Markdown a team wrote (text sections, the welcome text) as HTML a visitor may be shown: raw HTML in the source is
 * shown as text (markdown-it escapes it), links must be http(s) and open without handing over the page (rel), images
 * are not rendered (they would load from anywhere as the visitor reads), and headings start below the section's own.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false }).disable('image');
md.validateLink = isWebUrl;

/** The section's title is an h2: Markdown's # becomes h3, and nothing goes deeper than h6. */
const HEADING_OFFSET = 2;
md.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + HEADING_OFFSET)}`;
  return self.renderToken(tokens, index, options);
};
md.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + HEADING_OFFSET)}`;
  return self.renderToken(tokens, index, options);
};
md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index].attrSet('rel', 'noopener noreferrer nofollow ugc');
  return self.renderToken(tokens, index, options);
};

export function markdownHtml(source: string): string {
  return md.render(source);
}
