import { parseArgs } from 'node:util';
import { parseInstant } from '../common/time.js';
import type { KeyScope } from '../organizations/api-key.entity.js';
import { textProblem } from '../common/validation/text-policy.js';

export type KeyCommand =
  | { kind: 'help' }
  | { kind: 'create'; org: string; name: string; scope: KeyScope; expiresAt: string | null }
  | { kind: 'list'; org: string | null }
  | { kind: 'revoke'; target: string };

/** A mistake in the command line: reported with the usage text and exit code 1. */
export class UsageError extends Error {}

export const USAGE = `Usage:
  npm run key -- create --org <organization> --name <key name> [--scope write|read] [--expires <date>]
  npm run key -- list [--org <organization>]
  npm run key -- revoke <key id or prefix>

  create   Finds or creates the organization and prints a new API key. The key is shown only once.
           --scope    write (default: every operation) or read (GET only)
           --expires  YYYY-MM-DD (00:00 UTC that day) or an ISO 8601 timestamp, in the future
  list     Lists API keys, optionally of one organization. Never shows the keys themselves.
  revoke   Revokes a key by its id or by its prefix as shown by list.
`;

const ORG_MAX = 200;
const NAME_MAX = 100;

type OptionName = 'org' | 'name' | 'scope' | 'expires';

const ALLOWED: Record<'create' | 'list' | 'revoke', OptionName[]> = {
  create: ['org', 'name', 'scope', 'expires'],
  list: ['org'],
  revoke: [],
};

/** Parses `create|list|revoke ...`; throws UsageError with a message naming the problem. */
export function parseKeyCommand(argv: readonly string[], now: Date = new Date()): KeyCommand {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('Missing command: expected create, list or revoke.');
  if (['help', '--help', '-h'].includes(command)) return { kind: 'help' };
  if (command !== 'create' && command !== 'list' && command !== 'revoke') {
    throw new UsageError(`Unknown command "${command}": expected create, list or revoke.`);
  }
  const { values, positionals, help } = parseOptions(command, rest);
  if (help) return { kind: 'help' };

  if (command === 'revoke') {
    if (positionals.length !== 1 || !positionals[0].trim()) {
      throw new UsageError('revoke needs exactly one key id or prefix, e.g. `revoke wsk_AbCd`.');
    }
    return { kind: 'revoke', target: positionals[0].trim() };
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}" for ${command}.`);
  if (command === 'list')
    return { kind: 'list', org: values.org === undefined ? null : text('org', values.org, ORG_MAX) };
  if (values.org === undefined) throw new UsageError('create needs --org <organization>.');
  if (values.name === undefined) throw new UsageError('create needs --name <key name>, e.g. --name ci.');
  return {
    kind: 'create',
    org: text('org', values.org, ORG_MAX),
    name: text('name', values.name, NAME_MAX),
    scope: scope(values.scope),
    expiresAt: values.expires === undefined ? null : expiry(values.expires, now),
  };
}

function parseOptions(command: keyof typeof ALLOWED, args: string[]) {
  const options = Object.fromEntries([
    ...ALLOWED[command].map((name) => [name, { type: 'string' as const }]),
    ['help', { type: 'boolean' as const, short: 'h' }],
  ]) as Record<OptionName, { type: 'string' }> & { help: { type: 'boolean'; short: 'h' } };
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(describeParseError(command, error));
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once.`);
    seen.add(token.name);
  }
  const { help, ...values } = parsed.values as Partial<Record<OptionName, string>> & { help?: boolean };
  return { values, positionals: parsed.positionals, help: help === true };
}

function describeParseError(command: string, error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option ${option ?? ''} for ${command}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option ?? 'An option'} needs a value.`;
  return message;
}

function text(option: OptionName, raw: string, max: number): string {
  const value = raw.trim();
  if (!value) throw new UsageError(`--${option} must not be empty.`);
  if ([...value].length > max) throw new UsageError(`--${option} must be at most ${max} characters.`);
  // Stored as an organization or key name: the API's text policy holds for it too.
  const problem = textProblem(value, { singleLine: true });
  if (problem) throw new UsageError(`--${option} ${problem}.`);
  return value;
}

function scope(raw: string | undefined): KeyScope {
  if (raw === undefined || raw === 'write') return 'write';
  if (raw === 'read') return 'read';
  throw new UsageError(`--scope must be write or read, got "${raw}".`);
}

function expiry(raw: string, now: Date): string {
  const at = parseInstant(raw.trim());
  if (at === null) {
    throw new UsageError(`--expires must be a date (YYYY-MM-DD) or an ISO 8601 timestamp, got "${raw}".`);
  }
  if (at <= now.toISOString()) throw new UsageError(`--expires must be in the future, got "${raw}".`);
  return at;
}
