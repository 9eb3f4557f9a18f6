import type { DatasetInfo } from './dataset.js';
import type { LoadSpec } from './load-worker.js';
import { CONTACT_WORKSPACES, type VisitorTargets } from './visitors.js';

/** Which process a scenario loads. */
export type ServerName = 'app' | 'baseline' | 'nest';

export interface Scenario {
  id: string;
  label: string;
  server: ServerName;
  method: LoadSpec['method'];
  paths: string[];
  bodies?: string[];
  /** The scenario whose req/s this one is compared with (run interleaved with it). */
  ref?: string;
  /** Reference rows exist only to be compared with. */
  reference?: boolean;
  /** Further reference rows this one is read against (run along with it under --only). */
  companions?: string[];
  /**
   * The same answer without the app's pipeline (the raw baseline, the Nest floor): the targets compare CPU per
   * request with it, and `--profile` profiles it next to this scenario for the pipeline table.
   */
  floor?: string;
  /** Sent instead of the API key: a visitor's cookies. */
  headers?: Record<string, string>;
  /** Needs the published workspaces of bench/visitors.ts, built on the running app: no paths until then. */
  visitors?: true;
}

/** The deepest page of 20 that exists: page 5,000 with the default 100,000 workspaces. */
export function deepPage(info: DatasetInfo): number {
  return Math.max(1, Math.min(5000, Math.floor(info.sizes.workspaces / 20)));
}

/**
 * Every scenario; those on the published workspace have their paths once `visitors` exist on the running app (null
 * before: the list still names them, for --only).
 */
export function scenarios(info: DatasetInfo, visitors: VisitorTargets | null = null): Scenario[] {
  const deep = deepPage(info);
  // Pages in the older half are read from the oldest end of the index: the middle one skips the most entries.
  const middle = Math.max(1, Math.ceil(deep / 2));
  const tasks = info.taskIds;
  return [
    {
      id: 'baseline-list',
      label: 'baseline: GET /v1/workspaces?limit=20',
      server: 'baseline',
      method: 'GET',
      paths: ['/v1/workspaces?limit=20'],
      reference: true,
    },
    {
      id: 'list',
      label: 'GET /v1/workspaces?limit=20 (all embeds)',
      server: 'app',
      method: 'GET',
      paths: ['/v1/workspaces?limit=20'],
      ref: 'baseline-list',
      floor: 'baseline-list',
    },
    {
      id: 'list-properties',
      label: 'GET /v1/workspaces?limit=20&properties=name,account.name',
      server: 'app',
      method: 'GET',
      paths: ['/v1/workspaces?limit=20&properties=name,account.name'],
      ref: 'baseline-list',
    },
    {
      id: 'baseline-deep',
      label: `baseline: GET /v1/workspaces?page=${deep}&limit=20`,
      server: 'baseline',
      method: 'GET',
      paths: [`/v1/workspaces?page=${deep}&limit=20`],
      reference: true,
    },
    {
      id: 'deep',
      label: `GET /v1/workspaces?page=${deep}&limit=20`,
      server: 'app',
      method: 'GET',
      paths: [`/v1/workspaces?page=${deep}&limit=20`],
      ref: 'baseline-deep',
    },
    {
      id: 'middle',
      label: `GET /v1/workspaces?page=${middle}&limit=20 (the middle: the longest skip)`,
      server: 'app',
      method: 'GET',
      paths: [`/v1/workspaces?page=${middle}&limit=20`],
    },
    {
      id: 'boards',
      label: 'GET /v1/boards?limit=100',
      server: 'app',
      method: 'GET',
      paths: ['/v1/boards?limit=100'],
    },
    {
      id: 'nest-hello',
      label: 'Nest hello world: GET /v1/hello',
      server: 'nest',
      method: 'GET',
      paths: ['/v1/hello'],
      reference: true,
    },
    {
      id: 'raw-hello',
      label: 'node:http hello world: GET /v1/hello',
      server: 'baseline',
      method: 'GET',
      paths: ['/v1/hello'],
      reference: true,
    },
    {
      id: 'baseline-asset',
      label: 'baseline: GET /v1/assets/{id}',
      server: 'baseline',
      method: 'GET',
      paths: info.assetIds.map((id) => `/v1/assets/${id}`),
      reference: true,
    },
    {
      id: 'nest-asset',
      label: 'Nest floor: GET /v1/assets/{id} (the same statement, key cached, in a bare Nest route)',
      server: 'nest',
      method: 'GET',
      paths: info.assetIds.map((id) => `/v1/assets/${id}`),
      ref: 'nest-hello',
      reference: true,
    },
    {
      id: 'asset',
      label: 'GET /v1/assets/{id}',
      server: 'app',
      method: 'GET',
      paths: info.assetIds.map((id) => `/v1/assets/${id}`),
      ref: 'nest-asset',
      floor: 'nest-asset',
      companions: ['nest-hello'],
    },
    {
      id: 'patch-task',
      label: 'PATCH /v1/workspace-plan-tasks/{id}',
      server: 'app',
      method: 'PATCH',
      // Each id is completed on the first pass over the list and reopened on the second.
      paths: tasks.map((id) => `/v1/workspace-plan-tasks/${id}`),
      bodies: [...tasks.map(() => '{"completed":true}'), ...tasks.map(() => '{"completed":false}')],
    },
    {
      id: 'post-board',
      label: 'POST /v1/boards (tagNames)',
      server: 'app',
      method: 'POST',
      paths: ['/v1/boards'],
      bodies: Array.from({ length: 1000 }, (_, i) =>
        JSON.stringify({ title: `Bench board ${i}`, appearance: 'malibu', tagNames: ['Bench', `Bench ${i % 10}`] }),
      ),
    },
    ...visitorScenarios(visitors),
  ];
}

/** The published workspace's page against the API's read of the same workspace, in the same run. */
function visitorScenarios(v: VisitorTargets | null): Scenario[] {
  return [
    {
      id: 'workspace-get',
      label: `GET /v1/workspaces/{id} (the ${CONTACT_WORKSPACES} published workspaces below, all embeds)`,
      server: 'app',
      method: 'GET',
      paths: v ? v.workspaceIds.map((id) => `/v1/workspaces/${id}`) : [],
      visitors: true,
    },
    {
      id: 'visitor-page',
      label: `published workspace page (20 tasks; ${CONTACT_WORKSPACES} workspaces), signed-in contact: reads it, writes the view`,
      server: 'app',
      method: 'GET',
      paths: v ? v.pagePaths : [],
      headers: v ? { cookie: v.cookie } : {},
      ref: 'workspace-get',
      visitors: true,
    },
    {
      id: 'public-page',
      label: 'published workspace page (20 tasks), anonymous on a public workspace: reads only',
      server: 'app',
      method: 'GET',
      paths: v ? [v.publicPagePath] : [],
      headers: v ? { cookie: v.publicCookie } : {},
      ref: 'workspace-get',
      visitors: true,
    },
  ];
}
