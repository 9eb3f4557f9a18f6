import EmailReplyParser from 'email-reply-parser';

// Controls other than tab and line breaks, bidi embeddings, overrides and isolates: what a message body may not hold
// (message-body.ts). Mail text carries them (form feeds, a client's direction marks): they become spaces.
const FORBIDDEN = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * What a person wrote above the quoted history of a reply, without their signature: the library's reading of the
 * usual forms ("On … wrote:", "> " quotes, "-- " signatures, "Sent from my phone"), line breaks normalised, characters
 * no message may hold replaced. Empty when nothing is left.
 */
export function replyText(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n').replace(FORBIDDEN, ' ');
  return new EmailReplyParser().parseReply(normalized).trim();
}
