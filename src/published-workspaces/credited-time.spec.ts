import fc from 'fast-check';
import { creditedTime } from './credited-time.js';

describe('creditedTime', () => {
  it('credits what was in view, up to the time that passed, carrying the fraction', () => {
    expect(creditedTime({ reportedMs: 15_000, elapsedMs: 15_200, carriedMs: 0 })).toEqual({
      seconds: 15,
      carriedMs: 0,
    });
    expect(creditedTime({ reportedMs: 1_000, elapsedMs: 90, carriedMs: 950 })).toEqual({ seconds: 1, carriedMs: 40 });
    expect(creditedTime({ reportedMs: 2_000, elapsedMs: 1_500, carriedMs: 0 })).toEqual({ seconds: 1, carriedMs: 500 });
  });

  it('a clock moved back credits nothing but what was carried', () => {
    expect(creditedTime({ reportedMs: 60_000, elapsedMs: -5_000, carriedMs: 700 })).toEqual({
      seconds: 0,
      carriedMs: 700,
    });
  });

  it('over any run of beats, the seconds credited never exceed the wall time that passed, and lose under a second', () => {
    const beat = fc.record({
      reportedMs: fc.integer({ min: 0, max: 60_000 }),
      gapMs: fc.integer({ min: 0, max: 90_000 }),
    });
    fc.assert(
      fc.property(fc.array(beat, { maxLength: 200 }), (beats) => {
        let carriedMs = 0;
        let seconds = 0;
        let wallMs = 0;
        let inViewMs = 0;
        for (const { reportedMs, gapMs } of beats) {
          wallMs += gapMs;
          inViewMs += Math.min(reportedMs, gapMs);
          const credit = creditedTime({ reportedMs, elapsedMs: gapMs, carriedMs });
          seconds += credit.seconds;
          carriedMs = credit.carriedMs;
        }
        expect(seconds * 1000).toBeLessThanOrEqual(wallMs);
        expect(inViewMs - seconds * 1000).toBe(carriedMs);
        expect(carriedMs).toBeLessThan(1000);
      }),
    );
  });
});
