import { chatBody, inert } from './chat-text.js';

describe('chat message text', () => {
  it('is the common incoming-webhook body: the line, then the link on its own line', () => {
    expect(JSON.parse(chatBody('Ann completed “Sign”.', 'https://app.example/acme/w'))).toEqual({
      text: 'Ann completed “Sign”.\nhttps://app.example/acme/w',
    });
  });

  it("escapes Slack's three characters, so no <!channel> command or <url|label> link comes through", () => {
    expect(inert('<!channel> & <https://evil.example|your invoice>')).toBe(
      '&lt;!channel&gt; &amp; &lt;https://evil.example|your invoice&gt;',
    );
  });

  it('breaks mentions at the start of a word and leaves e-mail addresses alone', () => {
    expect(inert('@channel (@here) hi @ann, from bob@example.com')).toBe(
      '@\u2060channel (@\u2060here) hi @\u2060ann, from bob@example.com',
    );
  });

  it('breaks mentions after punctuation and after another @, which Mattermost reads as mentions', () => {
    expect(inert('x.@channel _@here a-@all :@b @@channel')).toBe(
      'x.@\u2060channel _@\u2060here a-@\u2060all :@\u2060b @\u2060@\u2060channel',
    );
  });

  it('breaks Markdown links, images and references, which would show a label over another address', () => {
    expect(inert('[Pay](https://evil.example) ![](https://evil.example/t.png) [a][b] [b]: https://evil.example')).toBe(
      '[Pay]\u2060(https://evil.example) ![]\u2060(https://evil.example/t.png) [a]\u2060[b] [b]\u2060: https://evil.example',
    );
  });

  it('turns control, bidi and line-separator characters into spaces', () => {
    expect(inert('a\nb\u202ec\u0000d\u2066e\u2028f\u2029g\u061ch')).toBe('a b c d e f g h');
  });
});
