import { replyText } from './reply-text.js';

describe('replyText', () => {
  it('keeps what was written above the quoted history and drops the signature', () => {
    const mail = [
      'Monday works for us.',
      '',
      'Thanks,',
      'Bea',
      '',
      '-- ',
      'Bea Buyer | Globex',
      '',
      'On Sun, Nov 29, 2026 at 10:00 AM Dana <r-abc@reply.example.com> wrote:',
      '> Can we start Monday?',
      '> Dana',
    ].join('\r\n');
    expect(replyText(mail)).toBe('Monday works for us.\n\nThanks,\nBea');
  });

  it('replaces characters no message may hold, and leaves nothing of a reply that only quotes', () => {
    expect(replyText('Fine\u000cby me\u202e!')).toBe('Fine by me !');
    expect(replyText('> only the quote\n> of the message')).toBe('');
  });
});
