// Three projects in one run: unit tests, and the e2e suite once per database (TEST_DB set by each project).
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

export default {
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'sqlite',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env-sqlite.ts'],
    },
    {
      ...common,
      displayName: 'postgres',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env-postgres.ts'],
    },
  ],
  testTimeout: 30000,
  // Each ES-module test file keeps its module graph alive in the process that ran it (Nest + TypeORM, ~30 MB a file):
  // in one process the whole suite grows past 3 GB and slows to a crawl. Workers are recycled past this instead.
  workerIdleMemoryLimit: '800MB',
};
