import { ConfigError, type Env } from './env-values.js';

/**
 * METRICS_TOKEN: the bearer token a Prometheus server sends to `GET /metrics`; unset, the route does not exist. A
 * short token could be guessed (the metrics tell how busy the service is and which routes it has), and spaces or
 * quotes are what a shell or a process manager mangles, so: 16 to 256 visible ASCII characters.
 */
export function metricsToken(env: Env): string | null {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return null;
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 visible ASCII characters (e.g. openssl rand -hex 32)');
  }
  return raw;
}
