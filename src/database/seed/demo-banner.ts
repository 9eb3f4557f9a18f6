/**
 * The one place the demo key is ever shown: a framed block written straight to stdout, never through the
 * structured logger (log pipelines keep and ship what they receive; the key must not end up there).
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
    `  curl -H "Authorization: Bearer ${key}" ${publicBaseUrl}/v1/workspaces`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, '', ''].join('\n');
}
