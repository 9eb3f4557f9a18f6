import { emailTextProblem, findTextProblems, textProblem } from './text-policy.js';

describe('text policy', () => {
  it('accepts ordinary text in any script, emoji included', () => {
    for (const text of ['Globex', 'Café', 'Cafe\u0301', '東京', 'مرحبا', '👩‍💻 🇫🇷', 'a\u202eb', '']) {
      expect(textProblem(text)).toBeNull();
      expect(textProblem(text, { singleLine: true })).toBeNull();
    }
  });

  it('refuses NUL everywhere', () => {
    expect(textProblem('a\u0000b')).toBe('must not contain NUL characters');
    expect(textProblem('\u0000', { singleLine: true })).toBe('must not contain NUL characters');
  });

  it('refuses C0 controls, DEL and C1 controls (U+0085 included), naming the code point', () => {
    for (const [text, found] of [
      ['ctl\u0001x', 'U+0001'],
      ['a\u001bb', 'U+001B'],
      ['a\u000bb', 'U+000B'],
      ['a\u007fb', 'U+007F'],
      ['a\u0085b', 'U+0085'],
      ['a\u009fb', 'U+009F'],
    ]) {
      expect(textProblem(text)).toBe(`must not contain control characters (found ${found})`);
    }
  });

  it('allows tab, line feed and carriage return only in multi-line text', () => {
    expect(textProblem('a\tb\nc\r\nd')).toBeNull();
    expect(textProblem('a\nb', { singleLine: true })).toBe('must be a single line');
    expect(textProblem('a\rb', { singleLine: true })).toBe('must be a single line');
    expect(textProblem('a\u2028b', { singleLine: true })).toBe('must be a single line');
    expect(textProblem('a\tb', { singleLine: true })).toBe('must not contain control characters (found U+0009)');
  });

  it('refuses unpaired surrogates but not pairs', () => {
    for (const text of ['\ud800', 'a\udfffb', '\ud83d', 'x\ud83dy']) {
      expect(textProblem(text)).toMatch(/unpaired surrogates/);
    }
    expect(textProblem('\ud83d\ude00')).toBeNull();
  });

  it('refuses bidi controls, zero-width and space characters in e-mail addresses only', () => {
    for (const [address, found] of [
      ['a\u202eb@example.com', 'U+202E'],
      ['a\u2066b@example.com', 'U+2066'],
      ['a\u200bb@example.com', 'U+200B'],
      ['a\u00adb@example.com', 'U+00AD'],
      ['a\u00a0b@example.com', 'U+00A0'],
      ['a\u3000b@example.com', 'U+3000'],
      ['a\ufe0fb@example.com', 'U+FE0F'],
    ]) {
      expect(emailTextProblem(address)).toMatch(`(found ${found})`);
      expect(textProblem(address)).toBeNull();
    }
    expect(emailTextProblem('ctl\u0001x@example.com')).toBe('must not contain control characters (found U+0001)');
    expect(emailTextProblem('a\u0085b@example.com')).toBe('must not contain control characters (found U+0085)');
    expect(emailTextProblem('jäne@example.com')).toBeNull();
  });

  it('refuses e-mail addresses that are not their own NFKC form: fullwidth letters, ligatures, decomposed letters', () => {
    expect(emailTextProblem('\uff56ictim@example.com')).toBe(
      'must not contain fullwidth or other compatibility characters (found U+FF56); write "v"',
    );
    expect(emailTextProblem('\ufb01le@example.com')).toMatch('(found U+FB01); write "fi"');
    expect(emailTextProblem('\u212aelvin@example.com')).toMatch('(found U+212A)');
    expect(emailTextProblem('ja\u0308ne@example.com')).toMatch(/^must use composed characters \(Unicode NFKC\)/);
    expect(emailTextProblem('J\u00c4NE@Example.com')).toBeNull();
  });

  it('names every offending value of a body by its path, keys included', () => {
    const body = {
      title: 'ok',
      workspaceUsers: [{ email: 'a@example.com' }, { email: 'b\u0000@example.com' }],
      filters: { name: 'x\u0007' },
      'bad\u0001key': 1,
      notes: 'line\nbreak',
    };
    expect(findTextProblems(body)).toEqual([
      { field: 'workspaceUsers[1].email', message: 'must not contain NUL characters' },
      { field: 'filters.name', message: 'must not contain control characters (found U+0007)' },
      { field: 'value', message: 'has a property name that must not contain control characters (found U+0001)' },
    ]);
  });

  it('walks a deep body without recursion and stops at 20 details', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblems(deep)).toHaveLength(1);
    expect(findTextProblems(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20);
    expect(findTextProblems('\u0000')).toEqual([{ field: 'value', message: 'must not contain NUL characters' }]);
  });
});
