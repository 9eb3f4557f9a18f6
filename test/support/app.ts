import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { QueryCounter } from '../../src/database/query-counter.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import type { KeyScope } from '../../src/organizations/api-key.entity.js';

export type TestDb = 'sqlite' | 'postgres';

export const testDb = (): TestDb => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
const pgUrl = (): string => process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  http: ReturnType<INestApplication['getHttpServer']>;
  dataSource: DataSource;
  /** A fresh organization with a key of its own. */
  newOrg(name?: string, scope?: KeyScope): Promise<{ orgId: string; key: string; slug: string }>;
  /** SQL statements issued while `fn` runs. */
  countQueries(fn: () => Promise<unknown>): Promise<number>;
  /** The SQL texts issued while `fn` runs, in order. */
  statementsOf(fn: () => Promise<unknown>): Promise<string[]>;
  /** The statements issued while `fn` runs, in order, with their parameters (to EXPLAIN them). */
  issuedStatements(fn: () => Promise<unknown>): Promise<IssuedStatement[]>;
  close(): Promise<void>;
}

/**
 * Boots the real application on a fresh database built from the migrations: a temporary SQLite file, or a new
 * PostgreSQL schema (dropped afterwards) on DATABASE_URL_TEST.
 */
export async function bootTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await freshDatabase();
  const suffix = db.suffix;
  // A budget no suite reaches unless it sets its own (test/e2e/rate-limit.e2e-spec.ts does).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '3000',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '10000000',
    // Suites answer many 401s from 127.0.0.1; test/e2e/security-auth-first.e2e-spec.ts sets a budget of its own.
    AUTH_FAILURES_PER_MINUTE: '10000000',
    // Statement counts in tests include the key lookup; test/e2e/api-key-cache.e2e-spec.ts turns the cache on.
    API_KEY_CACHE_TTL_MS: '0',
    // The suites' statement budgets (countQueries, statementsOf).
    COUNT_STATEMENTS: 'true',
    ...db.env,
    ...env,
  });
  const app = await createApp(config);
  const dataSource = app.get(DataSource);
  const orgs = app.get(OrganizationsService);
  let orgCount = 0;
  return {
    app,
    config,
    http: app.getHttpServer(),
    dataSource,
    async newOrg(name = `Org ${++orgCount} ${suffix}`, scope = 'write') {
      const org = await orgs.findOrCreate(name);
      const { key } = await orgs.issueKey(org.id, { name: 'test', scope });
      return { orgId: org.id, key, slug: org.slug };
    },
    async countQueries(fn) {
      const before = QueryCounter.total;
      await fn();
      return QueryCounter.total - before;
    },
    async statementsOf(fn) {
      return (await issued(fn)).map(({ sql }) => sql);
    },
    issuedStatements: issued,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

export interface IssuedStatement {
  sql: string;
  parameters: readonly unknown[];
}

async function issued(fn: () => Promise<unknown>): Promise<IssuedStatement[]> {
  const statements: IssuedStatement[] = [];
  QueryCounter.onStatement = (sql, parameters) => statements.push({ sql, parameters });
  try {
    await fn();
  } finally {
    QueryCounter.onStatement = null;
  }
  return statements;
}

export interface FreshDatabase {
  suffix: string;
  /** Environment variables that point the application at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Boots an app per call, each with its own settings, inside one describe block; every one is closed after the block.
 * Call it in the describe body (it registers the afterAll).
 */
export function appsClosedAfterAll(): (env?: Record<string, string>) => Promise<TestApp> {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  return async (env = {}) => {
    const app = await bootTestApp(env);
    apps.push(app);
    return app;
  };
}

/** An empty database for one test file: a temporary SQLite file, or a new schema on DATABASE_URL_TEST. */
export async function freshDatabase(): Promise<FreshDatabase> {
  const suffix = randomBytes(6).toString('hex');
  if (testDb() === 'postgres') {
    const schema = `t_${suffix}`;
    await adminQuery(`CREATE SCHEMA "${schema}"`);
    return {
      suffix,
      env: { DATABASE_URL: pgUrl(), DATABASE_SCHEMA: schema },
      drop: () => adminQuery(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
    };
  }
  const sqlitePath = join(tmpdir(), `wsapi-test-${suffix}.sqlite`);
  return {
    suffix,
    env: { SQLITE_PATH: sqlitePath },
    drop: async () => {
      for (const ext of ['', '-wal', '-shm']) rmSync(sqlitePath + ext, { force: true });
    },
  };
}

/**
 * A PostgreSQL database of its own, for a suite that measures what VACUUM reclaims: dead rows are kept while any
 * transaction of the same database is older, and the other suites' schemas share the `test` database.
 */
export async function ownPostgresDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const name = `wsapi_own_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(pgUrl());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATABASE_SCHEMA: 'public' },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
