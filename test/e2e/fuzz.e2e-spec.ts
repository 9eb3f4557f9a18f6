import { type TestApp, bootTestApp, testDb } from '../support/app.js';
import { type FuzzReport, runFuzz } from '../support/fuzz/runner.js';
import { recordReliability } from '../support/reliability-report.js';

/**
 * Property-based requests for every operation of /openapi.json (test/support/fuzz): wrong types, missing and extra
 * fields, huge and unicode strings, NUL, injection strings, the input classes of issue 14 (control and bidi characters in
 * every string, filter and path id; case-expanding text at each maximum length; compressed bodies: input-classes.ts), odd properties/filters/page/limit, malformed JSON, wrong
 * Content-Types, bodies over 1 MiB, odd Authorization/If-Match/Idempotency-Key/X-Request-Id. On every answer: no
 * 5xx, JSON, the error shape with the X-Request-Id, `{data}` on success, and nothing written on a 4xx.
 *
 * `npm test` runs a deterministic sample; `npm run test:fuzz` runs 10,000 cases. FUZZ_RUNS and FUZZ_SEED override
 * both; a failure prints the seed, so `FUZZ_SEED=<seed> FUZZ_RUNS=<case + 1>` replays the sequence up to it
 * (add FUZZ_LOG_LEVEL=error for the server's log of a 500).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_301);

describe(`fuzzing every operation (${RUNS} cases, seed ${SEED})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // Background workers stay idle, so the only writes are the requests' own. FUZZ_LOG_LEVEL=error shows the stack
    // behind a 500 when replaying.
    const logs: Record<string, string> = process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {};
    t = await bootTestApp({ OUTBOX_POLL_MS: '3600000', WEBHOOK_POLL_MS: '3600000', ...logs });
  });
  afterAll(() => t.close());

  it(
    'never answers 5xx, always answers JSON in the documented shape, and writes nothing on a 4xx',
    async () => {
      const report = await runFuzz(t, { runs: RUNS, seed: SEED });
      recordReliability('fuzz', {
        inputs: report.inputs,
        serverErrors: report.serverErrors,
        shapeViolations: report.shapeViolations,
        writesOnError: report.writesOnError,
        acceptedBadText: report.acceptedBadText,
        classes: report.classes,
      });
      console.log(summary(report));
      expect(report.inputs).toBe(RUNS);
      const { serverErrors, shapeViolations, writesOnError, acceptedBadText } = report;
      expect({ seed: SEED, serverErrors, shapeViolations, writesOnError, acceptedBadText }).toEqual({
        seed: SEED,
        serverErrors: 0,
        shapeViolations: 0,
        writesOnError: 0,
        acceptedBadText: 0,
      });
    },
    60_000 + RUNS * 200,
  );
});

function summary(report: FuzzReport): string {
  const lines = [
    `fuzz [${testDb()}] seed ${report.seed}: ${report.inputs} cases over ${report.operations} operations in ` +
      `${(report.ms / 1000).toFixed(1)} s — 5xx: ${report.serverErrors}, shape violations: ${report.shapeViolations}, ` +
      `writes on 4xx: ${report.writesOnError}, refused text accepted: ${report.acceptedBadText}`,
    `statuses: ${JSON.stringify(report.statuses)}`,
    ...Object.entries(report.classes).map(
      ([name, c]) =>
        `  ${name}: ${c.inputs} cases, ${c.accepted} 2xx, ${c.refused} 4xx, 5xx: ${c.serverErrors}, ` +
        `writes on 4xx: ${c.writesOnError}, refused text accepted: ${c.acceptedBadText}`,
    ),
    `operations without a 2xx: ${report.neverSucceeded.join(', ') || 'none'}`,
  ];
  for (const failure of report.failures) {
    lines.push(
      `case ${failure.index} (${failure.operationId}; replay: FUZZ_SEED=${report.seed} FUZZ_RUNS=${failure.index + 1}):`,
      `  ${failure.violations.map((v) => `[${v.kind}] ${v.message}`).join('; ')}`,
      `  → ${failure.request}`,
      `  ← ${failure.answer}`,
    );
  }
  return lines.join('\n');
}
