import { fullTime, relativeTime } from './relative-time.js';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, as people say it, then the date after a week', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3 * 3600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 3600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(4 * 86400_000), now)).toBe('4 days ago');
    expect(relativeTime(ago(8 * 86400_000), now)).toBe('Nov 20, 2026');
  });

  it('says "just now" for a moment a little ahead (another instance’s clock)', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('just now');
  });

  it('writes the exact moment in UTC', () => {
    expect(fullTime('2026-11-28T14:05:00.000Z')).toBe('November 28, 2026 at 2:05 PM UTC');
  });
});
