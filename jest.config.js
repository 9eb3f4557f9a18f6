import { availableParallelism } from 'node:os';

// Three projects in one run: unit tests, and the e2e suite once per database (TEST_DB set by each project). The typed
// client's tests (clients/typescript/test) join them: its *.spec.ts (no database) as unit tests, its *.e2e-spec.ts
// (a real server) on both databases.
const CLIENT_TESTS = '<rootDir>/clients/typescript/test';
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      target: 'es2022',
      keepClassNames: true,
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

// `npm test` (and test:sqlite, test:postgres) reads as a summary: a progress line per project, then a table per project
// with the slowest files, then Jest's `summary` reporter: every failure in full and the closing "Tests: N passed, N
// failed" line CI reads, last. A jest run by hand (one file, a few) keeps Jest's default reporter, test by test.
const QUIET_SCRIPTS = new Set(['test', 'test:sqlite', 'test:postgres']);
const reporters = QUIET_SCRIPTS.has(process.env.npm_lifecycle_event ?? '')
  ? ['<rootDir>/test/support/summary-reporter.mjs', ['summary', { summaryThreshold: 0 }]]
  : ['default'];

export default {
  reporters,
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/src', CLIENT_TESTS], testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'sqlite',
      roots: ['<rootDir>/test', CLIENT_TESTS],
      testMatch: ['**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env-sqlite.ts'],
    },
    {
      ...common,
      displayName: 'postgres',
      roots: ['<rootDir>/test', CLIENT_TESTS],
      testMatch: ['**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env-postgres.ts'],
      // Creates the test database when it is missing; an unreachable server fails the run in one line.
      globalSetup: '<rootDir>/test/support/postgres-global-setup.mjs',
    },
  ],
  testTimeout: 30000,
  // Jest's default is one worker fewer than the cores: on CI's two cores that is a single worker, so the whole suite ran
  // one file at a time while the other core mostly idled (an e2e file is CPU-bound in its worker, about one core). Two
  // workers there; unchanged (cores − 1) on larger machines. See docs/testing.md.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Each ES-module test file keeps its module graph alive in the process that ran it (Nest + TypeORM, ~30 MB a file):
  // in one process the whole suite grows past 3 GB and slows to a crawl. Workers are recycled past this instead.
  workerIdleMemoryLimit: '800MB',
  // Jest waits 500 ms for a worker to exit once the run is over, then kills it and prints "A worker process has failed
  // to exit gracefully ... tests leaking": on a busy two-core machine a worker that holds nothing but its stdio pipes
  // (checked) takes about a second to exit, so a clean run printed that warning. A real leak is still reported.
  workerGracefulExitTimeout: 5000,
};
