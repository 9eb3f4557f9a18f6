/** Driver error codes, normalized across PostgreSQL (SQLSTATE) and better-sqlite3 (SQLITE_*). */
interface DriverError {
  code?: unknown;
  driverError?: { code?: unknown };
  message?: unknown;
}

function codeOf(error: unknown): string {
  const e = error as DriverError;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : '';
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A referenced row vanished between a check and the write (a concurrent delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_CODES.has(codeOf(error))) return true;
  const message = String((error as DriverError)?.message ?? '');
  return /Connection terminated|timeout exceeded when trying to connect|Connection refused|database is locked/i.test(
    message,
  );
}
