/**
 * The common incoming-webhook body (`{"text": …}`, which Slack, Mattermost, Rocket.Chat and Google Chat take), for a
 * notification's line and link. The line holds what visitors wrote (names, message excerpts), so it is made inert:
 * `&`, `<` and `>` are escaped as Slack requires (Markdown renderers read the entities back as the characters), which
 * also stops `<!channel>`-style commands and `<url|label>` links; an `@` not after a letter or digit gets a word
 * joiner after it, so `@channel`, `@here` or `@someone` pings nobody (Mattermost also finds mentions after `.-_:`, as
 * in `x.@channel`; an address's `@`, after a letter or digit, is left alone); a `]` before `(`, `[` or `:` gets one
 * too, so no Markdown link, image or reference (Mattermost, Rocket.Chat) shows a label over another address; control,
 * bidi and line-separator characters become spaces. The link is our own address, on its own line, which every client
 * turns into a link.
 */
export function chatBody(line: string, link: string): string {
  return JSON.stringify({ text: `${inert(line)}\n${link}` });
}

const WORD_JOINER = '\u2060';

export function inert(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/(?<![\p{L}\p{N}])@/gu, `@${WORD_JOINER}`)
    .replace(/\](?=[([:])/g, `]${WORD_JOINER}`);
}
