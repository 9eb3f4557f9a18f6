import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `check` every 50 ms until it holds; fails naming `what` after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}
