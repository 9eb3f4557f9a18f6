/** Readers of single environment values, shared by the config sections; each fails with a message naming the key. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export interface IntRange {
  /** When the variable is unset or empty. */
  fallback: number;
  min: number;
  max: number;
}

export function int(env: Env, key: string, { fallback, min, max }: IntRange): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${key} must be true or false, got "${raw}"`);
}
