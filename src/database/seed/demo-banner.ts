/**
 * The one place the demo key is ever shown: a framed block written straight to stdout, never through the
 * structured logger (log pipelines keep and ship what they receive; the key must not end up there). With the default
 * address it fits an 80-column terminal (the curl line is split), so it is never wrapped out of shape.
 */
export function demoBanner(orgName: string, key: string, publicBaseUrl: string): string {
  const lines = [
    `Demo organization "${orgName}" created with sample data.`,
    '',
    'API key (shown only this once; store it now):',
    `  ${key}`,
    '',
    `Base URL: ${publicBaseUrl}/v1`,
    '',
    'Try it:',
    `  curl -H "Authorization: Bearer ${key}" \\`,
    `    ${publicBaseUrl}/v1/workspaces`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, '', ''].join('\n');
}

/** Where the key went, once request lines have pushed the box off a terminal: never the key itself. */
export function keyBoxReminder(orgName: string): string {
  return (
    `The demo API key is in the box above (scroll up). Another key: ` +
    `npm run key -- create --org "${orgName}" --name <label>`
  );
}

/**
 * How many more rows a terminal `screenRows` high takes before the key's line has scrolled off it, counted from the
 * cursor's row at the bottom of the screen just after the banner (a screen not yet full keeps it a little longer).
 */
export function rowsUntilOffScreen(banner: string, key: string, screenRows = 24): number {
  const belowKey = banner.slice(banner.indexOf(key)).split('\n').length - 1;
  return Math.max(1, screenRows - belowKey);
}
