import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';

/**
 * The layers of src/, enforced by eslint-plugin-boundaries in `npm run lint` (see docs/architecture.md).
 *
 * Bottom: `config/`, `logging/`, `database/` and `common/` (in that order) never import a resource folder (only `database/entities.ts`, which
 * lists every table for TypeORM, and the demo seed, which fills them, may). Above them every resource folder names
 * the folders it may import: the graph below is acyclic (checked here at load time), so no two folders import each
 * other. Anything not listed is refused, so a new upward or sideways import fails CI until it is added here, on
 * purpose.
 */

/** Folders below the resources, each with the infrastructure folders it may use. */
const infrastructure = {
  config: [],
  // What may be written to logs (secrets and addresses redacted): every layer logs.
  logging: [],
  database: ['config', 'logging', 'entity-list', 'migrations'],
  // HTTP plumbing, validation and the pieces every resource shares; the key guard and idempotency use the database.
  common: ['config', 'database', 'logging'],
  // Prometheus metrics: the registry every layer above records through, and GET /metrics (behind common's guards).
  metrics: ['common', 'config', 'database', 'logging'],
  openapi: ['common', 'config'],
};

/** Resource folders → the resource folders they may import (besides the infrastructure). */
const resources = {
  organizations: [],
  'form-definitions': [],
  mail: [],
  events: [],
  webhooks: ['events'],
  // Committed events, live: the fan-out across instances, the streams' plumbing, the API's event stream.
  live: ['events'],
  users: ['events'],
  'custom-fields': ['events'],
  accounts: ['custom-fields', 'events', 'users'],
  deals: ['custom-fields', 'events'],
  // The tag, board and asset tables, their board_tag and asset_tag links, and the embedded tag and board: what
  // tags, boards and assets all read and write (each embeds another), held below the three so that none imports
  // another's folder for them. An asset's row points at its file.
  'tag-links': ['files'],
  tags: ['events', 'tag-links'],
  assets: ['events', 'files', 'tag-links', 'tags'],
  boards: ['events', 'organizations', 'tag-links', 'tags'],
  // Uploaded files and their bytes; assets and sections refer to them.
  files: ['events'],
  // A template's sections show assets and files; its plans take a workspace plan's view types.
  templates: ['assets', 'events', 'files', 'form-definitions', 'tag-links', 'workspace-core'],
  // What every part of a workspace needs of the workspace itself (its row, URL, roles), below the parts.
  'workspace-core': [],
  'workspace-users': ['events', 'mail', 'users', 'workspace-core'],
  'workspace-domains': ['events', 'workspace-core'],
  // Conversations: a workspace's message thread, written by the team (API) and by contacts (the page).
  'workspace-messages': ['accounts', 'events', 'users', 'workspace-core'],
  // Who owns a workspace's task: users of the organization, set as a complete list.
  'task-assignees': ['events', 'users', 'workspace-core'],
  // A plan task is a template task's action fields plus its state, and the files contacts attached to it.
  'workspace-plan-tasks': ['events', 'files', 'task-assignees', 'templates', 'users', 'workspace-core'],
  'workspace-plans': ['events', 'workspace-core', 'workspace-plan-tasks'],
  // Comments on a workspace's tasks, sections and files: the thread's rules and wire fields, on other subjects.
  'workspace-comments': [
    'events',
    'files',
    'users',
    'workspace-core',
    'workspace-messages',
    'workspace-plan-tasks',
    'workspace-sections',
  ],
  'workspace-sections': ['assets', 'events', 'files', 'form-definitions', 'tag-links', 'templates', 'workspace-core'],
  'workspace-pages': ['events', 'workspace-core', 'workspace-sections'],
  workspaces: [
    'accounts',
    'custom-fields',
    'deals',
    'form-definitions',
    'events',
    'organizations',
    'templates',
    'task-assignees',
    'users',
    'workspace-domains',
    'workspace-plan-tasks',
    'workspace-plans',
    'workspace-pages',
    'workspace-sections',
    'files',
    'workspace-core',
    'workspace-users',
  ],
  // What contacts did on published workspaces: recorded (counters, events) and listed.
  'workspace-activities': ['assets', 'events', 'tag-links', 'workspace-core'],
  'workspace-forms': [
    'accounts',
    'events',
    'files',
    'form-definitions',
    'templates',
    'users',
    'workspace-activities',
    'workspace-core',
    'workspace-sections',
  ],
  // E-mail notifications: what events tell, to whom (the workspace's team or contacts), batched through the outbox.
  // An organization's chat channel: its setting, and the messages it is posted (a kind of webhook delivery).
  'chat-channel': ['events', 'webhooks', 'workspace-core'],
  // Who viewed what of a published workspace, and when: written by the page, read by notifications.
  'workspace-viewers': ['workspace-core'],
  notifications: [
    'accounts',
    'chat-channel',
    'events',
    'mail',
    'organizations',
    'users',
    'workspace-core',
    'workspace-users',
    'workspace-viewers',
  ],
  // Replies by e-mail to notifications: an SMTP listener posting into workspace threads.
  'inbound-mail': [
    'accounts',
    'notifications',
    'organizations',
    'users',
    'workspace-activities',
    'workspace-core',
    'workspace-messages',
    'workspace-users',
  ],
  // The published workspace itself, served to customers: pages, sign-in, sessions, engagement.
  'published-workspaces': [
    'accounts',
    'assets',
    'events',
    'files',
    // The page's live stream.
    'live',
    'mail',
    'notifications',
    'organizations',
    // The asset rows a page shows.
    'tag-links',
    'task-assignees',
    'templates',
    'users',
    // The OpenID client and the organizations' providers (OpenID Connect sign-in).
    'identity-providers',
    'workspace-activities',
    'workspace-comments',
    'workspace-core',
    'workspace-domains',
    'workspace-forms',
    'form-definitions',
    'workspace-messages',
    'workspace-plan-tasks',
    'workspace-sections',
    'workspace-users',
    'workspace-viewers',
  ],
  // Reminders of due tasks to their owners: they read what the published page shows, and queue e-mails.
  'task-reminders': [
    'mail',
    'task-assignees',
    'organizations',
    'published-workspaces',
    'users',
    'workspace-core',
    'workspace-plan-tasks',
  ],
  // Organizations' OpenID providers, and the guarded OpenID client every sign-in flow uses (the Google preset too).
  'identity-providers': ['webhooks', 'workspace-domains'],
  status: ['mail'],
  cli: ['organizations'],
};

assertAcyclic({ ...infrastructure, ...resources });

const folder = (name) => ({ type: name, pattern: `src/${name}` });
const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
const infrastructureNames = Object.keys(infrastructure);

const policies = [
  allowed('root', [...infrastructureNames, ...Object.keys(resources), 'root', 'seed']),
  allowed('entity-list', [...Object.keys(resources), 'common']),
  allowed('seed', [...infrastructureNames, ...Object.keys(resources), 'seed', 'entity-list']),
  // Migrations are history: they may use the helpers they were written with, never a resource.
  allowed('migrations', ['migrations', 'database', 'common']),
  ...Object.entries(infrastructure).map(([name, deps]) => allowed(name, [name, ...deps])),
  ...Object.entries(resources).map(([name, deps]) => allowed(name, [name, ...deps, ...infrastructureNames])),
];

const dependencies = (extra) => ['error', { default: 'disallow', policies: [...policies, ...extra] }];

export const architecture = [
  {
    files: ['src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': [
        // The composition root wires every module together; it may import anything.
        { type: 'root', pattern: 'src/*.ts', mode: 'file' },
        { type: 'entity-list', pattern: 'src/database/entities.ts', mode: 'file' },
        // The demo data fills every table; only the root runs it.
        { type: 'seed', pattern: 'src/database/seed' },
        { type: 'migrations', pattern: 'src/database/migrations' },
        ...[...infrastructureNames, ...Object.keys(resources)].map(folder),
      ],
      // `mode: 'file'` is the one way v7 still classifies single files as elements; its deprecation notice is noise.
      'boundaries/legacy-warnings': false,
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'boundaries/dependencies': dependencies([]),
      'boundaries/no-unknown-files': 'error',
      // Within a folder too: a cycle makes module initialisation order matter (Nest providers come out undefined).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A unit spec may build the whole schema offline (the SQL snapshot specs do): every table, as TypeORM needs them.
    files: ['src/**/*.spec.ts'],
    rules: { 'boundaries/dependencies': dependencies([{ allow: { to: { element: { type: 'entity-list' } } } }]) },
  },
];

/** Throws when the allowed-imports graph has a cycle: two folders that may import each other. */
function assertAcyclic(graph) {
  const state = new Map();
  const visit = (node, path) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'visiting')
      throw new Error(`eslint.architecture.js: import cycle ${[...path, node].join(' → ')}`);
    state.set(node, 'visiting');
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
