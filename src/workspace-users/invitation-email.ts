export interface Invitation {
  organizationName: string;
  workspaceName: string;
  workspaceUrl: string;
  role: string;
  message?: string;
}

export interface InvitationEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation a new workspace user receives; every caller-provided value is escaped in the HTML part. */
export function invitationEmail(invite: Invitation): InvitationEmail {
  const message = invite.message?.trim() ? invite.message : null;
  const intro = `${invite.organizationName} invited you to the workspace "${invite.workspaceName}" as ${invite.role}.`;
  const text = [intro, ...(message ? ['', message] : []), '', `Open the workspace: ${invite.workspaceUrl}`, ''].join(
    '\n',
  );
  const url = escapeHtml(invite.workspaceUrl);
  const html = [
    '<!doctype html>',
    '<html><body>',
    `<p>${escapeHtml(intro)}</p>`,
    ...(message ? [`<p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`] : []),
    `<p><a href="${url}">Open ${escapeHtml(invite.workspaceName)}</a></p>`,
    `<p>${url}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `You're invited to ${invite.workspaceName}`, text, html };
}
