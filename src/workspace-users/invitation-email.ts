import { shortened } from '../common/text-bounds.js';

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

/**
 * The workspace name is chosen by whoever holds a key: in the subject, which mail clients show before anything else,
 * it is cut to a length subjects usually have (the body names it in full). enqueueEmail strips line breaks.
 */
export const SUBJECT_NAME_MAX = 100;

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
  return { subject: `You're invited to ${shortened(invite.workspaceName, SUBJECT_NAME_MAX)}`, text, html };
}
