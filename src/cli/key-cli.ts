import type { DataSource } from 'typeorm';
import { findOrganizationByName } from '../organizations/organization.repository.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { type KeyCommand, USAGE, UsageError, parseKeyCommand } from './key-args.js';
import { keyTable } from './key-table.js';
import { keysMatching, organizationExists, organizationsByIds } from './key.repository.js';

export interface Out {
  write(text: string): unknown;
}

export interface KeyCliDeps {
  dataSource: DataSource;
  out: Out;
  /** Where errors go; defaults to `out` so a single captured stream shows everything. */
  err?: Out;
}

/** A problem with what was asked (unknown organization or key): reported without usage text, exit code 1. */
export class KeyCliError extends Error {}

/** Parses and runs one `key` command; returns the process exit code. */
export async function runKeyCli(argv: readonly string[], deps: KeyCliDeps): Promise<number> {
  let command: KeyCommand;
  try {
    command = parseKeyCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return reportUsageError(error, deps.err ?? deps.out);
  }
  return executeKeyCommand(command, deps);
}

export function reportUsageError(error: UsageError, err: Out): number {
  err.write(`Error: ${error.message}\n\n${USAGE}`);
  return 1;
}

export async function executeKeyCommand(command: KeyCommand, deps: KeyCliDeps): Promise<number> {
  try {
    if (command.kind === 'help') deps.out.write(USAGE);
    else if (command.kind === 'create') await create(command, deps);
    else if (command.kind === 'list') await list(command.org, deps);
    else await revoke(command.target, deps);
    return 0;
  } catch (error) {
    if (!(error instanceof KeyCliError)) throw error;
    (deps.err ?? deps.out).write(`Error: ${error.message}\n`);
    return 1;
  }
}

async function create(command: Extract<KeyCommand, { kind: 'create' }>, { dataSource, out }: KeyCliDeps) {
  const orgs = new OrganizationsService(dataSource);
  const { org, existed, issued } = await dataSource.transaction(async (m) => {
    const existed = await organizationExists(m, command.org);
    const org = await orgs.findOrCreate(command.org, m);
    const issued = await orgs.issueKey(
      org.id,
      { name: command.name, scope: command.scope, expiresAt: command.expiresAt },
      m,
    );
    return { org, existed, issued };
  });
  const { record, key } = issued;
  out.write(
    [
      existed ? `Organization "${org.name}" (id ${org.id}).` : `Created organization "${org.name}" (id ${org.id}).`,
      `Created API key "${record.name}": id ${record.id}, prefix ${record.prefix}, scope ${record.scope}, ` +
        `expires ${record.expiresAt ?? 'never'}.`,
      '',
      `  ${key}`,
      '',
      'Store it now: it is shown only this once and cannot be recovered.',
      '',
    ].join('\n'),
  );
}

async function list(orgName: string | null, { dataSource, out }: KeyCliDeps) {
  let orgId: string | undefined;
  if (orgName !== null) {
    const org = await findOrganizationByName(dataSource.manager, orgName);
    if (!org) throw new KeyCliError(`No organization named "${orgName}".`);
    orgId = org.id;
  }
  const keys = await new OrganizationsService(dataSource).listKeys(orgId);
  if (keys.length === 0) {
    out.write(orgName === null ? 'No API keys.\n' : `No API keys for "${orgName}".\n`);
    return;
  }
  const orgIds = [...new Set(keys.map((key) => key.organizationId))];
  const orgs = await organizationsByIds(dataSource.manager, orgIds);
  out.write(keyTable(keys, new Map(orgs.map((org) => [org.id, org.name]))));
}

async function revoke(target: string, { dataSource, out }: KeyCliDeps) {
  const matches = await keysMatching(dataSource.manager, target);
  const active = matches.filter((key) => key.revokedAt === null);
  if (matches.length === 0) throw new KeyCliError(`No API key with id or prefix "${target}".`);
  if (active.length > 1) {
    // Prefixes are short and can collide: revoking several keys by accident would lock out unrelated clients.
    const ids = active.map((key) => key.id).join(', ');
    throw new KeyCliError(`"${target}" matches ${active.length} active keys (${ids}); revoke one by its id.`);
  }
  if (active.length === 0) {
    out.write(`API key "${matches[0].name}" (id ${matches[0].id}) was already revoked at ${matches[0].revokedAt}.\n`);
    return;
  }
  await new OrganizationsService(dataSource).revoke(active[0].id);
  out.write(`Revoked API key "${active[0].name}" (id ${active[0].id}, prefix ${active[0].prefix}).\n`);
}
