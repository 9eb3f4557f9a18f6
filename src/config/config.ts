import { readFileSync } from 'node:fs';
import { ConfigError, type Env, bool, int } from './env-values.js';
import { type FilesConfig, filesConfig } from './files-config.js';
import { type HttpServerConfig, httpServerConfig } from './http-server-config.js';
import { type LiveConfig, liveConfig } from './live-config.js';
import { metricsToken } from './metrics-config.js';
import { type InboundMailConfig, inboundMailConfig } from './inbound-mail-config.js';
import { type NotificationsConfig, notificationsConfig } from './notifications-config.js';
import { secretsKey } from './secrets-config.js';
import { type VisitorsConfig, visitorsConfig } from './visitors-config.js';

export { ConfigError } from './env-values.js';
export type { LiveConfig } from './live-config.js';

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
  /** PostgreSQL: how long a request waits for a connection (new, or free in the pool) before it answers 503. */
  readonly databaseConnectTimeoutMs: number;
  /** PostgreSQL: create the database named by DATABASE_URL at start when it does not exist (the role needs CREATEDB). */
  readonly databaseCreate: boolean;
  /** How long an authenticated key is trusted without a lookup (0 = look up on every request); revocations clear it. */
  readonly apiKeyCacheTtlMs: number;
  /** V8 old-generation growth per full collection, in percent (0 = V8's default); see limitHeapGrowth. */
  readonly heapGrowingPercent: number;
  readonly sqlitePath: string;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly docsEnabled: boolean;
  readonly seedDemo: boolean;
  /** Debugging and benchmarks: answer every request with `X-Query-Count`, the SQL statements it issued. */
  readonly queryCountHeader: boolean;
  /**
   * Count the SQL statements each request issues (QueryCounter; the tests' statement budgets): on with
   * `queryCountHeader`, off by default, since the request scope it needs costs every request.
   */
  readonly countStatements: boolean;
  /** The bearer token of `GET /metrics` (Prometheus); null: no metrics route. */
  readonly metricsToken: string | null;
  readonly outboxPollMs: number;
  /** How often each instance looks for task reminders that are due (they go from the organization's hour on). */
  readonly taskReminderPollMs: number;
  /** Task reminder e-mails one organization may have sent per rolling hour; more wait in the outbox. */
  readonly taskRemindersPerOrgPerHour: number;
  /** Invitation e-mails one organization may have sent per rolling hour; more wait in the outbox for a free slot. */
  readonly invitationsPerOrgPerHour: number;
  /** Invitation e-mails one organization may send one address per rolling 24 hours; more are not sent at all. */
  readonly invitationsPerRecipientPerDay: number;
  /** Days an event (and its webhook deliveries) is kept; older ones are purged in small batches. */
  readonly eventRetentionDays: number;
  /** Days a workspace activity (a contact's page view, click, download…) is kept; older ones are purged in batches. */
  readonly workspaceActivityRetentionDays: number;
  /** Days sent and dead e-mails are kept (at least 2: the one-invitation-a-day rule reads the last day). */
  readonly outboxRetentionDays: number;
  /** Largest `data` an event stores; past it `data.object` is `{ id, object, truncated: true }` (re-fetch with GET). */
  readonly eventPayloadMaxBytes: number;
  /** Largest answer an `Idempotency-Key` keeps for replay; past it a replay answers 303 See Other to the resource. */
  readonly idempotencyResponseMaxBytes: number;
  /** Seconds to wait before each retry of a failed webhook delivery; its length + 1 is the number of attempts. */
  readonly webhookRetrySchedule: readonly number[];
  readonly webhookTimeoutMs: number;
  readonly webhookPollMs: number;
  /** Failed attempts in a row (across deliveries) after which an endpoint is disabled. */
  readonly webhookDisableAfterFailures: number;
  /**
   * Development only: deliver to loopback, private and other non-global addresses, and accept `http://localhost`
   * (127.0.0.1, [::1]) endpoint URLs. Set by WEBHOOK_ALLOW_PRIVATE_TARGETS or its older name WEBHOOK_ALLOW_HTTP_LOCALHOST.
   */
  readonly webhookAllowPrivateTargets: boolean;
  /** Delivery attempts in flight at once in this process, in all, per organization, and per endpoint. */
  readonly webhookConcurrency: number;
  readonly webhookConcurrencyPerOrg: number;
  readonly webhookConcurrencyPerEndpoint: number;
  /** Webhook endpoints an organization may have. */
  readonly webhookMaxEndpointsPerOrg: number;
  /** Requests per minute and organization; shared through Redis when `redisUrl` is set, else per process. */
  readonly rateLimitPerMinute: number;
  readonly redisUrl: string | null;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  readonly redisKeyPrefix: string;
  /** Browser origins allowed to call the API (CORS); `'*'` = any, empty = no CORS headers (same origin only). */
  readonly corsOrigins: readonly string[] | '*';
  /** The edge: client address (proxies), failed-authentication budget, server timeouts and connection cap. */
  readonly http: HttpServerConfig;
  /** Uploaded files: the size caps, the organization's quota, signed download links. */
  readonly files: FilesConfig;
  /** The published workspace's visitors: sign-in links, sessions, their rate limits. */
  readonly visitors: VisitorsConfig;
  /** E-mail notifications: their batches, daily hour and quotas. */
  readonly notifications: NotificationsConfig;
  /** Replies by e-mail: the inbound SMTP listener and the reply addresses' domain. */
  readonly inboundMail: InboundMailConfig;
  /** SECRETS_KEY: encrypts the secrets tenants give us to store (identity providers' client secrets); null: none. */
  readonly secretsKey: Buffer | null;
  /** The live streams: heartbeat, lifetime, and how many may be open. */
  readonly live: LiveConfig;
  readonly version: string;
}

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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

/** Svix's schedule: 8 attempts over about 27 hours (immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
const DEFAULT_WEBHOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];

function secondsList(env: Env, key: string, fallback: number[]): number[] {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > 20 || parts.some((part) => !/^\d{1,6}$/.test(part))) {
    throw new ConfigError(`${key} must be a comma-separated list of up to 20 whole numbers of seconds, got "${raw}"`);
  }
  return parts.map(Number);
}

function origins(env: Env): readonly string[] | '*' {
  const raw = env.CORS_ORIGINS?.trim();
  if (!raw) return [];
  if (raw === '*') return '*';
  return raw.split(',').map((part) => {
    const origin = part.trim();
    // An origin is scheme://host[:port] exactly: no path, no trailing slash, as browsers send it.
    const parsed = URL.canParse(origin) ? new URL(origin) : null;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGINS must be * or a comma-separated list of origins like https://app.example.com, got "${origin}"`,
      );
    }
    return origin;
  });
}

/**
 * The published workspaces are served under /app of this service, and their cookies are scoped to that path: the
 * public address may be another host or port (a proxy), but its path must be /app too.
 */
function appBaseUrl(env: Env, publicBaseUrl: string): string {
  const value = url(env, 'APP_BASE_URL', `${publicBaseUrl}/app`, ['http:', 'https:']) as string;
  if (new URL(value).pathname !== '/app') {
    throw new ConfigError(
      `APP_BASE_URL must end in /app (the path this service serves published workspaces at), got "${value}"`,
    );
  }
  return value;
}

export function loadConfig(env: Env = process.env, version = packageVersion()): AppConfig {
  const port = int(env, 'PORT', { fallback: 3000, min: 0, max: 65535 });
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']) as string;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicBaseUrl,
    appBaseUrl: appBaseUrl(env, publicBaseUrl),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    databaseSchema: schemaName(env),
    databaseConnectTimeoutMs: int(env, 'DATABASE_CONNECT_TIMEOUT_MS', { fallback: 5000, min: 100, max: 600_000 }),
    databaseCreate: bool(env, 'DATABASE_CREATE', false),
    apiKeyCacheTtlMs: int(env, 'API_KEY_CACHE_TTL_MS', { fallback: 30_000, min: 0, max: 3_600_000 }),
    heapGrowingPercent: int(env, 'HEAP_GROWING_PERCENT', { fallback: 50, min: 0, max: 1000 }),
    sqlitePath: env.SQLITE_PATH || './data/app.sqlite',
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Workspaces <no-reply@localhost>',
    logLevel: logLevel as AppConfig['logLevel'],
    docsEnabled: bool(env, 'DOCS_ENABLED', true),
    seedDemo: bool(env, 'SEED_DEMO', true),
    queryCountHeader: bool(env, 'QUERY_COUNT_HEADER', false),
    countStatements: bool(env, 'COUNT_STATEMENTS', false) || bool(env, 'QUERY_COUNT_HEADER', false),
    metricsToken: metricsToken(env),
    outboxPollMs: int(env, 'OUTBOX_POLL_MS', { fallback: 1000, min: 10, max: 3_600_000 }),
    taskReminderPollMs: int(env, 'TASK_REMINDER_POLL_MS', { fallback: 60_000, min: 10, max: 3_600_000 }),
    taskRemindersPerOrgPerHour: int(env, 'TASK_REMINDERS_PER_ORG_PER_HOUR', {
      fallback: 2000,
      min: 1,
      max: 1_000_000,
    }),
    invitationsPerOrgPerHour: int(env, 'INVITATIONS_PER_ORG_PER_HOUR', { fallback: 500, min: 1, max: 1_000_000 }),
    invitationsPerRecipientPerDay: int(env, 'INVITATIONS_PER_RECIPIENT_PER_DAY', { fallback: 10, min: 1, max: 10_000 }),
    eventRetentionDays: int(env, 'EVENT_RETENTION_DAYS', { fallback: 30, min: 1, max: 3650 }),
    workspaceActivityRetentionDays: int(env, 'WORKSPACE_ACTIVITY_RETENTION_DAYS', { fallback: 365, min: 1, max: 3650 }),
    outboxRetentionDays: int(env, 'OUTBOX_RETENTION_DAYS', { fallback: 30, min: 2, max: 3650 }),
    eventPayloadMaxBytes: int(env, 'EVENT_PAYLOAD_MAX_BYTES', { fallback: 65_536, min: 1024, max: 16_777_216 }),
    idempotencyResponseMaxBytes: int(env, 'IDEMPOTENCY_RESPONSE_MAX_BYTES', {
      fallback: 65_536,
      min: 1024,
      max: 16_777_216,
    }),
    webhookRetrySchedule: secondsList(env, 'WEBHOOK_RETRY_SCHEDULE', DEFAULT_WEBHOOK_RETRY_SCHEDULE),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', { fallback: 10_000, min: 100, max: 60_000 }),
    webhookPollMs: int(env, 'WEBHOOK_POLL_MS', { fallback: 1000, min: 10, max: 3_600_000 }),
    webhookDisableAfterFailures: int(env, 'WEBHOOK_DISABLE_AFTER_FAILURES', { fallback: 50, min: 1, max: 1_000_000 }),
    webhookAllowPrivateTargets:
      bool(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false) || bool(env, 'WEBHOOK_ALLOW_HTTP_LOCALHOST', false),
    webhookConcurrency: int(env, 'WEBHOOK_CONCURRENCY', { fallback: 32, min: 1, max: 1000 }),
    webhookConcurrencyPerOrg: int(env, 'WEBHOOK_CONCURRENCY_PER_ORG', { fallback: 8, min: 1, max: 1000 }),
    webhookConcurrencyPerEndpoint: int(env, 'WEBHOOK_CONCURRENCY_PER_ENDPOINT', { fallback: 2, min: 1, max: 100 }),
    webhookMaxEndpointsPerOrg: int(env, 'WEBHOOK_MAX_ENDPOINTS_PER_ORG', { fallback: 20, min: 1, max: 10_000 }),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', { fallback: 120, min: 1, max: 10_000_000 }),
    redisUrl: url(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'wsapi',
    corsOrigins: origins(env),
    http: httpServerConfig(env),
    files: filesConfig(env),
    visitors: visitorsConfig(env),
    notifications: notificationsConfig(env),
    inboundMail: inboundMailConfig(env),
    secretsKey: secretsKey(env),
    live: liveConfig(env),
    version,
  };
}

/** Nest injection token for the validated config. */
export const APP_CONFIG = Symbol('APP_CONFIG');
