import { SUBJECT_MAX_LENGTH, subjectLine } from './enqueue-email.js';

describe('subjectLine', () => {
  it('turns line breaks into spaces, so no header can be injected', () => {
    expect(subjectLine('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
  });

  it('turns other control characters and bidi overrides into spaces', () => {
    expect(subjectLine('a\u0000b\u0085c\u202ed\u2066e\u2028f')).toBe('a b c d e f');
  });

  it('bounds the length in characters without splitting an emoji', () => {
    const subject = subjectLine(`${'x'.repeat(SUBJECT_MAX_LENGTH - 2)}😀😀😀`);
    expect(Array.from(subject)).toHaveLength(SUBJECT_MAX_LENGTH);
    expect(subject.endsWith('x😀…')).toBe(true);
  });
});
