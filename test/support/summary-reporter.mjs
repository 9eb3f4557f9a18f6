// npm test's own reporter, beside Jest's `summary` reporter (which prints the failures and the closing
// "Tests: N passed, N failed" line CI reads, last): a progress line per project as its files finish, and at the end a
// table of passed/failed/skipped per project with the slowest files. It only prints, and writes every file's time to
// JEST_FILE_TIMES when that names a file (to see where the suite's wall time goes); exit codes stay Jest's.
import { writeFileSync } from 'node:fs';

/** A progress line per project every this many finished files of it. */
const PROGRESS_EVERY = 20;
const SLOWEST = 8;

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function pad(cells, widths) {
  return cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
    .join('  ');
}

export default class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.projects = new Map();
    this.files = [];
    this.started = Date.now();
  }

  project(name) {
    if (!this.projects.has(name))
      this.projects.set(name, { files: 0, failedFiles: 0, passed: 0, failed: 0, skipped: 0 });
    return this.projects.get(name);
  }

  onTestResult(test, result, aggregated) {
    const name = test.context.config.displayName?.name ?? 'default';
    const counts = this.project(name);
    counts.files += 1;
    counts.passed += result.numPassingTests;
    counts.failed += result.numFailingTests;
    counts.skipped += result.numPendingTests + result.numTodoTests;
    if (result.testExecError || result.numFailingTests > 0) counts.failedFiles += 1;
    const path = test.path.startsWith(`${this.rootDir}/`) ? test.path.slice(this.rootDir.length + 1) : test.path;
    // Start and end (seconds into the run) show which files ran beside which, for a failure seen only in a full run.
    const at = (ms) => Math.round((ms - this.started) / 100) / 10;
    const { start, end } = result.perfStats;
    this.files.push({ name, path, ms: end - start, startS: at(start), endS: at(end) });
    if (counts.files % PROGRESS_EVERY === 0 || result.testExecError || result.numFailingTests > 0) {
      const done = aggregated.numPassedTestSuites + aggregated.numFailedTestSuites + aggregated.numPendingTestSuites;
      process.stderr.write(
        `[${name}] ${counts.files} files: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
          ` (all projects: ${done}/${aggregated.numTotalTestSuites} files, ${seconds(Date.now() - this.started)})` +
          `${result.numFailingTests > 0 || result.testExecError ? ` FAILED ${path}` : ''}\n`,
      );
    }
  }

  onRunComplete() {
    if (this.projects.size === 0) return;
    const header = ['project', 'files', 'passed', 'failed', 'skipped', 'failed files'];
    const rows = [...this.projects].map(([name, c]) => [name, c.files, c.passed, c.failed, c.skipped, c.failedFiles]);
    const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
    const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    const lines = [
      '',
      pad(header, widths),
      ...rows.map((row) => pad(row, widths)),
      '',
      `Slowest files (of ${this.files.length}):`,
      ...slowest.map((file) => `  ${seconds(file.ms).padStart(8)}  ${file.name.padEnd(8)}  ${file.path}`),
      '',
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    const timesFile = process.env.JEST_FILE_TIMES;
    if (timesFile) {
      const byTime = [...this.files].sort((a, b) => b.ms - a.ms);
      writeFileSync(timesFile, `${JSON.stringify({ wallMs: Date.now() - this.started, files: byTime }, null, 1)}\n`);
    }
  }
}
