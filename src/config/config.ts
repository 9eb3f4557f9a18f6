import { readFileSync } from 'node:fs';

/**
 * The one place that reads process.env. Every value is validated at boot so a typo fails fast with a clear message
 * instead of surfacing as a confusing runtime error.
 */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly publicBaseUrl: string;
  readonly appBaseUrl: string;
  readonly databaseUrl: string | null;
  /** PostgreSQL schema to use instead of public (test runs get a fresh one each). */
  readonly databaseSchema: string | null;
  readonly sqlitePath: string;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly docsEnabled: boolean;
  readonly seedDemo: boolean;
  readonly outboxPollMs: number;
  readonly version: string;
}

export class ConfigError extends Error {}

/** The package version, found by walking up from this file (src/ under tests, dist/src/ when built). */
function packageVersion(): string {
  for (const up of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'workspace-collab-api' && pkg.version) return pkg.version;
    } catch {
      // Not at this level; try the next one up.
    }
  }
  return '0.0.0';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${key} must be true or false, got "${raw}"`);
}

function url(env: Env, key: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be a URL, got an unparsable value`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${key} must use one of ${protocols.join(', ')}`);
  }
  return raw.replace(/\/+$/, '');
}

function schemaName(env: Env): string | null {
  const raw = env.DATABASE_SCHEMA;
  if (raw === undefined || raw === '') return null;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw))
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier');
  return raw;
}

export function loadConfig(env: Env = process.env, version = packageVersion()): AppConfig {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']) as string;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicBaseUrl,
    appBaseUrl: url(env, 'APP_BASE_URL', `${publicBaseUrl}/app`, ['http:', 'https:']) as string,
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    databaseSchema: schemaName(env),
    sqlitePath: env.SQLITE_PATH || './data/app.sqlite',
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Workspaces <no-reply@localhost>',
    logLevel: logLevel as AppConfig['logLevel'],
    docsEnabled: bool(env, 'DOCS_ENABLED', true),
    seedDemo: bool(env, 'SEED_DEMO', true),
    outboxPollMs: int(env, 'OUTBOX_POLL_MS', 1000, 10, 3_600_000),
    version,
  };
}

/** Nest injection token for the validated config. */
export const APP_CONFIG = Symbol('APP_CONFIG');
