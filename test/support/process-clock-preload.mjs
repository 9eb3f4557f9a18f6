// Loaded into a server process by `startServer(env, { clock })` (node --import), never by the product: the process's
// date is the real one plus an offset the test moves at run time (test/support/process-clock.ts), so a test makes a
// day pass without waiting one. Only the date moves (Date.now(), `new Date()` and `Date()` without arguments): timers,
// performance.now() and the event loop keep real time, so pollers still run every few milliseconds.
const RealDate = Date;
const realNow = RealDate.now;
let offsetMs = Number(process.env.TEST_CLOCK_OFFSET_MS ?? '0');
const now = () => realNow() + offsetMs;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});

// The test sends the new offset over the IPC channel and waits for it to come back: once every process has answered,
// every date read after is on the new time.
process.on('message', (message) => {
  if (typeof message !== 'object' || message === null || typeof message.clockOffsetMs !== 'number') return;
  offsetMs = message.clockOffsetMs;
  process.send?.({ clockOffsetMs: offsetMs, seq: message.seq });
});
// The channel must not keep the process alive on its own (as the HTTP server does).
process.channel?.unref();
