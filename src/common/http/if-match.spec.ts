import { AppError } from './app-error.js';
import { parseIfMatch, readIfMatch } from './if-match.js';

describe('parseIfMatch', () => {
  it('reads nothing as no precondition, * as any version', () => {
    expect(parseIfMatch(undefined)).toBeNull();
    expect(parseIfMatch('*')).toBe('*');
    expect(parseIfMatch('  *  ')).toBe('*');
  });

  it('reads a list of strong tags as versions, skipping weak ones (they never match)', () => {
    expect(parseIfMatch('"3"')).toEqual([3]);
    expect(parseIfMatch('"1", "42" ,"7"')).toEqual([1, 42, 7]);
    expect(parseIfMatch('W/"3", "4"')).toEqual([4]);
    expect(parseIfMatch('W/"3"')).toEqual([]);
  });

  it.each(['3', 'version-3', '"3', '"-1"', '"3.5"', '"1234567890123456"', '', '"3",', '*, "3"'])(
    'answers %j with a 400 naming If-Match',
    (header) => {
      expect(() => parseIfMatch(header)).toThrow(AppError);
      try {
        parseIfMatch(header);
      } catch (error) {
        expect((error as AppError).status).toBe(400);
        expect((error as AppError).details).toEqual([{ field: 'If-Match', message: 'is malformed' }]);
      }
    },
  );
});

describe('readIfMatch', () => {
  it('wraps the versions, and keeps a malformed header as its error for later', () => {
    expect(readIfMatch(undefined)).toBeNull();
    expect(readIfMatch('*')).toEqual({ versions: '*' });
    expect(readIfMatch('"2"')).toEqual({ versions: [2] });
    const read = readIfMatch('nope');
    expect(read !== null && 'malformed' in read && read.malformed.status).toBe(400);
  });
});
