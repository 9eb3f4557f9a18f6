import { digestEmail } from './notification-email.js';

/** What a contact wrote reaches the team's e-mail as text: the HTML part escapes it, the plain part is plain text. */
describe('digestEmail', () => {
  const hostile = '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) **bold**';
  const email = digestEmail({
    organizationName: 'Seller & <Co>',
    workspaces: [
      {
        name: 'Globex <b>rollout</b>',
        lines: [{ line: `Bea wrote in “Globex”: “${hostile}”`, link: 'https://app.example.test/x?a=1&b="2"' }],
        unsubscribe: 'https://app.example.test/u?s=1',
      },
    ],
    unsubscribeAll: 'https://app.example.test/u',
  });

  it('escapes a hostile message, workspace name and organization name in the HTML part', () => {
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Globex &lt;b&gt;rollout&lt;/b&gt;');
    expect(email.html).toContain('Seller &amp; &lt;Co&gt;');
    // Markdown is not rendered in an e-mail: the link stays words, never an anchor.
    expect(email.html).not.toContain('href="javascript:');
    expect(email.html).toContain('href="https://app.example.test/x?a=1&amp;b=&quot;2&quot;"');
  });

  it('keeps the text as written in the plain part, and the subject on one line', () => {
    expect(email.text).toContain(hostile);
    expect(email.subject).toBe('New in Globex <b>rollout</b>');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
