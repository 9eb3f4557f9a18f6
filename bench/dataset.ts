/**
 * The benchmark's dataset, generated deterministically (same sizes → same rows, ids and timestamps) as plain rows
 * keyed by column name. Columns not given here take their database default (e.g. `version`), so the loaders keep
 * working when a migration adds a column with a default.
 */

export interface Sizes {
  workspaces: number;
  boards: number;
  assets: number;
}

export const DEFAULT_SIZES: Sizes = { workspaces: 100_000, boards: 100_000, assets: 10_000 };
export const QUICK_SIZES: Sizes = { workspaces: 2_000, boards: 2_000, assets: 200 };

export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

export interface Table {
  name: string;
  /** Rows in insertion order (parents before children). */
  rows: () => Iterable<Row>;
}

/** What the scenarios need to address rows of the dataset. */
export interface DatasetInfo {
  sizes: Sizes;
  assetIds: string[];
  taskIds: string[];
  workspaceIds: { first: string; last: string };
  counts: Record<string, number>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** murmur3's 32-bit finalizer: a bijection on 32-bit integers. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function base62(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out += BASE62[n % 62];
    n = Math.floor(n / 62);
  }
  return out;
}

/** A 12-character base62 id, unique per (salt, i): the first half is a bijection of i, the second adds noise. */
export function idOf(salt: number, i: number): string {
  return base62(fmix32((i ^ Math.imul(salt, 0x9e3779b1)) >>> 0), 6) + base62(fmix32(i * 31 + salt * 7919 + 1), 6);
}

/** Small deterministic pseudo-random numbers in [0, 1) for (salt, i). */
function rand(salt: number, i: number): number {
  return fmix32(fmix32(i + 0x632be5ab) ^ Math.imul(salt + 1, 0x27d4eb2d)) / 0x1_0000_0000;
}

const pick = <T>(list: readonly T[], salt: number, i: number): T => list[Math.floor(rand(salt, i) * list.length)];

const SALT = {
  user: 1,
  account: 2,
  deal: 3,
  template: 4,
  workspace: 5,
  member: 6,
  domain: 7,
  field: 8,
  option: 9,
  value: 10,
  task: 11,
  tag: 12,
  board: 13,
  asset: 14,
  templateTask: 15,
  templatePlan: 16,
  workspacePlan: 17,
} as const;

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim', 'Margaret'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Perlman', 'Lee'];
const COMPANY = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Acme', 'Soylent', 'Tyrell', 'Wonka'];
const SUFFIX = ['Corp', 'Industries', 'Labs', 'Group', 'Systems', 'Holdings', 'Partners', 'Logistics'];
const STAGES = ['prospecting', 'qualification', 'proposal', 'negotiation', 'closed won', 'closed lost'];
const DEAL_TYPES = ['new business', 'renewal', 'expansion'];
const ROLES = ['owner', 'editor', 'collaborator', 'viewer', 'commenter'];
const APPEARANCES = ['greyExtraLight', 'mandy', 'saffron', 'conifer', 'pastelGreen', 'downy', 'malibu', 'royalBlue'];
const ASSET_TYPES = ['image', 'pdf', 'video', 'link', 'document'];
const SEGMENTS = [
  ['Enterprise', 'enterprise'],
  ['Mid-market', 'mid_market'],
  ['SMB', 'smb'],
  ['Startup', 'startup'],
];

/** Everything the generator derives from the sizes; `iso(minute)` places rows on one clock. */
export function buildDataset(orgId: string, sizes: Sizes, now = Date.now()): { tables: Table[]; info: DatasetInfo } {
  const start = now - (sizes.workspaces + 1440) * 60_000;
  // Timestamps repeat across tables: formatting each minute once halves the generation time.
  const isoCache: string[] = new Array<string>(sizes.workspaces + 1440 * 200).fill('');
  const iso = (minute: number): string =>
    isoCache[minute] || (isoCache[minute] = new Date(start + minute * 60_000).toISOString());
  const date = (minute: number): string => iso(minute).slice(0, 10);
  const users = Math.max(10, Math.ceil(sizes.workspaces / 5));
  const tags = Math.max(20, Math.min(1000, Math.ceil(sizes.boards / 100)));
  const taskWorkspaces = Math.min(sizes.workspaces, 5000);
  const tasksPerWorkspace = 4;
  const templates = 3;
  const templateTasks = tasksPerWorkspace;
  const fields = [
    { name: 'Segment', variable: 'workspace.segment', type: 'dropdownSelect', options: SEGMENTS },
    { name: 'ARR', variable: 'workspace.arr', type: 'number', options: [] },
    { name: 'Go-live', variable: 'workspace.goLive', type: 'date', options: [] },
    { name: 'Notes', variable: 'workspace.notes', type: 'singleLineText', options: [] },
  ];
  // The row's own columns go last: spreading a small object first and then adding many properties is ~30× slower.
  const tenant = (salt: number, i: number, minute: number, own: Row): Row => ({
    id: idOf(salt, i),
    organization_id: orgId,
    created_at: iso(minute),
    updated_at: iso(minute + (i % 7)),
    ...own,
  });
  const company = (i: number): string => `${pick(COMPANY, 21, i)} ${pick(SUFFIX, 22, i)} ${i}`;
  const domainsOf = (i: number): number => (i % 2 === 0 ? 2 : 1);

  const tables: Table[] = [
    {
      name: 'app_user',
      *rows() {
        for (let i = 0; i < users; i++) {
          const first = pick(FIRST, 31, i);
          const last = pick(LAST, 32, i);
          yield tenant(SALT.user, i, i % 1440, {
            email: `${first}.${last}.${i}@example.com`.toLowerCase(),
            first_name: first,
            last_name: last,
            name: i % 3 === 0 ? `${first} ${last}` : null,
            avatar: i % 4 === 0 ? `https://avatars.example.com/${i}.png` : null,
          });
        }
      },
    },
    {
      name: 'account',
      *rows() {
        for (let i = 0; i < sizes.workspaces; i++) {
          const name = company(i);
          yield tenant(SALT.account, i, 1440 + i - 5, {
            name,
            website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
            owner_id: idOf(SALT.user, i % users),
            logo: i % 3 === 0 ? `https://logos.example.com/${i}.png` : null,
            crm_a_account_id: `001${String(i).padStart(12, '0')}`,
            crm_b_company_id: i % 2 === 0 ? String(9_000_000_000 + i) : null,
          });
        }
      },
    },
    {
      name: 'deal',
      *rows() {
        for (let i = 0; i < sizes.workspaces; i++) {
          yield tenant(SALT.deal, i, 1440 + i - 4, {
            name: `${company(i)} ${pick(DEAL_TYPES, 41, i)}`,
            amount: String(1000 + Math.floor(rand(42, i) * 200_000)) + (i % 4 === 0 ? '.5' : ''),
            stage: pick(STAGES, 43, i),
            type: pick(DEAL_TYPES, 41, i),
            created_date: iso(1440 + i - 4),
            close_date: i % 3 === 0 ? null : iso(1440 + i + 43_200),
            crm_b_deal_id: String(7_000_000_000 + i),
            crm_a_opportunity_id: i % 2 === 0 ? `006${String(i).padStart(12, '0')}` : null,
          });
        }
      },
    },
    {
      name: 'custom_field',
      *rows() {
        for (const [i, field] of fields.entries()) {
          yield tenant(SALT.field, i, i, {
            name: field.name,
            variable_name: field.variable,
            type: field.type,
            object_type: 'workspace',
          });
        }
      },
    },
    {
      name: 'custom_field_option',
      *rows() {
        let n = 0;
        for (const [f, field] of fields.entries()) {
          for (const [index, [label, value]] of field.options.entries()) {
            yield { id: idOf(SALT.option, n++), custom_field_id: idOf(SALT.field, f), index, label, value };
          }
        }
      },
    },
    {
      name: 'template',
      *rows() {
        for (let i = 0; i < templates; i++) {
          yield tenant(SALT.template, i, 10 + i, {
            name: `Template ${i + 1}`,
            title: `Onboarding plan ${i + 1}`,
            types: JSON.stringify(['implementation']),
          });
        }
      },
    },
    {
      // Each template's one plan, as the migration that brought plans gave every template with tasks.
      name: 'template_plan',
      *rows() {
        for (let t = 0; t < templates; t++) {
          yield tenant(SALT.templatePlan, t, 10 + t, { template_id: idOf(SALT.template, t), title: 'Plan', index: 0 });
        }
      },
    },
    {
      name: 'template_plan_task',
      *rows() {
        for (let t = 0; t < templates; t++) {
          for (let index = 0; index < templateTasks; index++) {
            yield tenant(SALT.templateTask, t * templateTasks + index, 10 + t, {
              template_id: idOf(SALT.template, t),
              template_plan_id: idOf(SALT.templatePlan, t),
              index,
              title: `Step ${index + 1}`,
              description: 'Agree on the goals, owners and dates.',
              start_offset_days: index * 7,
              due_offset_days: index * 7 + 5,
            });
          }
        }
      },
    },
    {
      name: 'workspace',
      *rows() {
        for (let i = 0; i < sizes.workspaces; i++) {
          const published = i % 3 !== 0;
          const minute = 1440 + i;
          yield tenant(SALT.workspace, i, minute, {
            name: `${company(i)} onboarding`,
            template_id: idOf(SALT.template, i % templates),
            account_id: idOf(SALT.account, i),
            deal_id: idOf(SALT.deal, i),
            published,
            published_at: published ? iso(minute + 30) : null,
            start_date: date(minute + 1440),
            target_end_date: date(minute + 1440 * 90),
            actual_end_date: i % 10 === 0 ? date(minute + 1440 * 80) : null,
            task_progress: 0,
            last_contact_view: i % 2 === 0 ? iso(minute + 600) : null,
            total_views: i % 97,
            total_actions: i % 31,
            total_time_spent: (i % 50) * 60,
            contacts_count: 2,
          });
        }
      },
    },
    {
      name: 'workspace_user',
      *rows() {
        let n = 0;
        for (let i = 0; i < sizes.workspaces; i++) {
          for (let k = 0; k < 2; k++) {
            yield tenant(SALT.member, n++, 1440 + i + k, {
              workspace_id: idOf(SALT.workspace, i),
              user_id: idOf(SALT.user, (i * 2 + k) % users),
              role: k === 0 ? 'owner' : pick(ROLES, 61, i),
            });
          }
        }
      },
    },
    {
      name: 'workspace_domain',
      *rows() {
        let n = 0;
        for (let i = 0; i < sizes.workspaces; i++) {
          for (let k = 0; k < domainsOf(i); k++) {
            yield tenant(SALT.domain, n++, 1440 + i + k, {
              workspace_id: idOf(SALT.workspace, i),
              domain: `${k === 0 ? '' : 'eu.'}customer-${i}.example.com`,
              role: k === 0 ? 'collaborator' : 'viewer',
            });
          }
        }
      },
    },
    {
      name: 'custom_field_value',
      *rows() {
        let n = 0;
        for (let i = 0; i < sizes.workspaces; i++) {
          const values = [pick(SEGMENTS, 71, i)[1], String(10_000 + (i % 500) * 250), date(1440 + i + 1440 * 30)];
          for (const [f, value] of values.entries()) {
            yield {
              id: idOf(SALT.value, n++),
              organization_id: orgId,
              custom_field_id: idOf(SALT.field, f),
              object_type: 'workspace',
              object_id: idOf(SALT.workspace, i),
              value,
              updated_at: iso(1440 + i + 1),
            };
          }
        }
      },
    },
    {
      // The plan of each workspace with tasks: the copy of its template's.
      name: 'workspace_plan',
      *rows() {
        for (let i = 0; i < taskWorkspaces; i++) {
          yield tenant(SALT.workspacePlan, i, 1440 + i, {
            workspace_id: idOf(SALT.workspace, i),
            template_plan_id: idOf(SALT.templatePlan, i % templates),
            title: 'Plan',
            index: 0,
          });
        }
      },
    },
    {
      name: 'workspace_plan_task',
      *rows() {
        let n = 0;
        for (let i = 0; i < taskWorkspaces; i++) {
          const t = i % templates;
          for (let index = 0; index < tasksPerWorkspace; index++) {
            yield tenant(SALT.task, n++, 1440 + i, {
              workspace_id: idOf(SALT.workspace, i),
              workspace_plan_id: idOf(SALT.workspacePlan, i),
              template_plan_task_id: idOf(SALT.templateTask, t * templateTasks + index),
              index,
              title: `Step ${index + 1}`,
              description: 'Agree on the goals, owners and dates.',
              status: 'Not Started',
              completed_at: null,
              start_date: date(1440 + i + index * 1440 * 7),
              due_date: date(1440 + i + (index * 7 + 5) * 1440),
            });
          }
        }
      },
    },
    {
      name: 'tag',
      *rows() {
        for (let i = 0; i < tags; i++) {
          const title = `Topic ${i}`;
          yield tenant(SALT.tag, i, i % 1440, { title, title_key: title.toLowerCase() });
        }
      },
    },
    {
      name: 'board',
      *rows() {
        for (let i = 0; i < sizes.boards; i++) {
          yield tenant(SALT.board, i, Math.floor((i * sizes.workspaces) / Math.max(1, sizes.boards)), {
            title: `Board ${i}`,
            appearance: pick(APPEARANCES, 81, i),
            icon: i % 5 === 0 ? '🚀' : null,
            description: i % 2 === 0 ? `Everything about topic ${i % tags}` : null,
            position: i,
          });
        }
      },
    },
    {
      name: 'board_tag',
      *rows() {
        for (let i = 0; i < sizes.boards; i++) {
          for (let k = 0; k < i % 4; k++) {
            yield {
              board_id: idOf(SALT.board, i),
              tag_id: idOf(SALT.tag, (i + k * 7) % tags),
              created_at: iso(i % 1440),
            };
          }
        }
      },
    },
    {
      name: 'asset',
      *rows() {
        for (let i = 0; i < sizes.assets; i++) {
          const type = pick(ASSET_TYPES, 91, i);
          yield tenant(SALT.asset, i, Math.floor((i * sizes.workspaces) / Math.max(1, sizes.assets)), {
            name: `Asset ${i}`,
            description: i % 2 === 0 ? 'Shared with every new customer.' : null,
            views: i % 113,
            shares: i % 17,
            asset_type: type,
            asset_url: `https://files.example.com/assets/${i}.${type === 'pdf' ? 'pdf' : 'bin'}`,
          });
        }
      },
    },
    {
      name: 'asset_tag',
      *rows() {
        for (let i = 0; i < sizes.assets; i++) {
          for (let k = 0; k < 2; k++) {
            yield {
              asset_id: idOf(SALT.asset, i),
              tag_id: idOf(SALT.tag, (i * 3 + k * 11) % tags),
              created_at: iso(0),
            };
          }
        }
      },
    },
  ];

  const sample = (salt: number, total: number, want: number): string[] =>
    Array.from({ length: Math.min(total, want) }, (_, k) =>
      idOf(salt, Math.floor((k * total) / Math.min(total, want))),
    );
  const info: DatasetInfo = {
    sizes,
    assetIds: sample(SALT.asset, sizes.assets, 1000),
    taskIds: sample(SALT.task, taskWorkspaces * tasksPerWorkspace, 5000),
    workspaceIds: { first: idOf(SALT.workspace, 0), last: idOf(SALT.workspace, sizes.workspaces - 1) },
    counts: {},
  };
  return { tables, info };
}
