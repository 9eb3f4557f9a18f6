import { jest } from '@jest/globals';

/** Everything jest can fake but the date: timers, the event loop and the drivers keep running as usual. */
const NOT_THE_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** The application's clock in a test (the app runs in the test's process): it stands still until moved. */
export interface TestClock {
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void;
  /** The clock's time, in ms. */
  now(): number;
  /** Gives the real clock back. */
  restore(): void;
}

/** Stops the date at `start` (default: now); only `advance` moves it, so tests never sleep to let time pass. */
export function stoppedClock(start = Date.now()): TestClock {
  jest.useFakeTimers({ doNotFake: [...NOT_THE_DATE], now: start });
  return {
    advance: (ms) => jest.setSystemTime(Date.now() + ms),
    now: () => Date.now(),
    restore: () => jest.useRealTimers(),
  };
}
