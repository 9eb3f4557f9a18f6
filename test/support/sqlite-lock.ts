import { spawn } from 'node:child_process';

export interface HeldLock {
  /** Resolves once the other process has committed and exited. */
  released: Promise<void>;
}

/**
 * Another process (a second instance, a backup, the key CLI) takes the SQLite write lock of `path` with
 * `BEGIN IMMEDIATE` and holds it for `ms`. Resolves once the lock is held. It must be another process: better-sqlite3
 * waits for a busy database synchronously, so a holder in this process could never let go while the app waits.
 */
export async function holdSqliteWriteLock(path: string, ms: number): Promise<HeldLock> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.env.LOCK_PATH);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.env.LOCK_MS));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { PATH: process.env.PATH, LOCK_PATH: path, LOCK_MS: String(ms) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the lock holder exited with ${code}`)))),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    released.then(() => reject(new Error('the lock holder exited before taking the lock')), reject);
  });
  return { released };
}
