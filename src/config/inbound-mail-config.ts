import { ConfigError, type Env, int } from './env-values.js';

/** Replies by e-mail: the SMTP listener that takes them, and the domain of the reply addresses (docs/notifications.md). */
export interface InboundMailConfig {
  /** INBOUND_SMTP_PORT; null: no listener, and notification e-mails carry no reply address. */
  readonly port: number | null;
  /** The address the listener binds to. */
  readonly host: string;
  /** The domain of reply addresses (its MX points at the listener). */
  readonly replyDomain: string;
  /** Largest message the listener takes (SIZE); larger ones are refused before they are sent. */
  readonly maxBytes: number;
  /** Days a reply address works after its e-mail was sent. */
  readonly replyAddressTtlDays: number;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function inboundMailConfig(env: Env): InboundMailConfig {
  const port = env.INBOUND_SMTP_PORT ? int(env, 'INBOUND_SMTP_PORT', { fallback: 0, min: 0, max: 65_535 }) : null;
  const replyDomain = (env.REPLY_DOMAIN ?? '').toLowerCase();
  if (port !== null && !DOMAIN.test(replyDomain)) {
    throw new ConfigError('REPLY_DOMAIN must be set to a domain name (like reply.example.com) with INBOUND_SMTP_PORT');
  }
  return {
    port,
    host: env.INBOUND_SMTP_HOST || '0.0.0.0',
    replyDomain,
    maxBytes: int(env, 'INBOUND_MAX_BYTES', { fallback: 262_144, min: 1024, max: 10 * 1024 * 1024 }),
    replyAddressTtlDays: int(env, 'REPLY_ADDRESS_TTL_DAYS', { fallback: 30, min: 1, max: 365 }),
  };
}
