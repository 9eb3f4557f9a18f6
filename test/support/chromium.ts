import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, which `node scripts/ensure-system-tools.mjs` (npm test's pretest) installs when missing. */
export const CHROMIUM = '/usr/bin/chromium';

/** Headless Chromium as the suites drive it; a clear failure when it is not installed. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: run \`node scripts/ensure-system-tools.mjs\` (npm test runs it as pretest)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    // Without the background-networking flags Chromium's own connections are refused by a closed network.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    timeout: 60_000,
  });
}
