import { Eta } from 'eta';
import { shortened } from '../common/text-bounds.js';

/** What one e-mail tells, per workspace. */
export interface Digest {
  organizationName: string;
  workspaces: Array<{ name: string; lines: Array<{ line: string; link: string }>; unsubscribe: string }>;
  /** The one-click unsubscribe of everything this e-mail is about. */
  unsubscribeAll: string;
}

const eta = new Eta({ autoEscape: true });

const HTML = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<% it.workspaces.forEach(function (w) { %>
<h2 style="font-size: 1.1rem"><%= w.name %></h2>
<ul>
<% w.lines.forEach(function (l) { %>  <li><%= l.line %> <a href="<%= l.link %>">Open</a></li>
<% }) %></ul>
<p style="font-size: 0.85rem; color: #555"><a href="<%= w.unsubscribe %>">Stop e-mails about <%= w.name %></a></p>
<% }) %>
<p style="font-size: 0.85rem; color: #555">You get these e-mails from <%= it.organizationName %> because you take part in these workspaces.</p>
</body></html>
`;

/** The e-mail of one person's batch: a subject that counts, plain text, and HTML escaped by the template engine. */
export function digestEmail(digest: Digest): { subject: string; text: string; html: string } {
  const count = digest.workspaces.reduce((sum, w) => sum + w.lines.length, 0);
  const place = digest.workspaces.length === 1 ? shortened(digest.workspaces[0].name, 80) : 'your workspaces';
  const subject = count === 1 ? `New in ${place}` : `${count} updates in ${place}`;
  const text = [
    ...digest.workspaces.flatMap((w) => [
      w.name,
      '',
      ...w.lines.map((l) => `- ${l.line}\n  ${l.link}`),
      '',
      `Stop e-mails about ${w.name}: ${w.unsubscribe}`,
      '',
    ]),
    `You get these e-mails from ${digest.organizationName} because you take part in these workspaces.`,
    '',
  ].join('\n');
  return { subject, text, html: eta.renderString(HTML, digest) };
}
