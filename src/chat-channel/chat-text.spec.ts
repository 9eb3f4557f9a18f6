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

  it('turns control and bidi characters into spaces', () => {
    expect(inert('a\nb\u202ec\u0000d\u2066e')).toBe('a b c d e');
  });
});
