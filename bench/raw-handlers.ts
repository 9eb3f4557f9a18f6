/**
 * The hand-written handlers behind the raw baseline (bench/baseline-server.ts) and the Nest floor (bench/hello-nest.ts):
 * for `GET /v1/workspaces` and `GET /v1/assets/{id}`, the application's JSON from the fewest statements one can write
 * by hand with the raw driver (one each, the API key lookup included), so the two servers differ only in the framework
 * around the same work.
 *
 * Environment: PUBLIC_BASE_URL, APP_BASE_URL, and DATABASE_URL (+ DATABASE_SCHEMA) or SQLITE_PATH.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { displayValue } from '../src/custom-fields/display-value.computed.js';
import type { CustomFieldType } from '../src/custom-fields/custom-field.entity.js';
import { wholeDaysSince, withoutMillis } from '../src/common/time.js';
import { slugify } from '../src/database/slug.computed.js';
import { displayName } from '../src/users/display-name.computed.js';

const publicBaseUrl = process.env.PUBLIC_BASE_URL ?? 'http://localhost:3100';
const appBaseUrl = process.env.APP_BASE_URL ?? `${publicBaseUrl}/app`;
export const isPostgres = Boolean(process.env.DATABASE_URL);

type Dialect = { object: string; array: (expr: string, order: string) => string; nested: (expr: string) => string };
export const PG: Dialect = {
  object: 'json_build_object',
  array: (expr, order) => `coalesce(json_agg(${expr} ORDER BY ${order}), '[]'::json)`,
  nested: (expr) => `(${expr})`,
};
export const SQLITE: Dialect = {
  object: 'json_object',
  array: (expr, order) => `json_group_array(${expr} ORDER BY ${order})`,
  // A subquery's JSON text loses its JSON subtype in SQLite: json() restores it so it nests as an object.
  nested: (expr) => `json((${expr}))`,
};

const COLUMNS = {
  workspace: [
    'id',
    'name',
    'template_id',
    'published',
    'account_id',
    'deal_id',
    'start_date',
    'target_end_date',
    'actual_end_date',
    'task_progress',
    'last_contact_view',
    'total_views',
    'total_actions',
    'total_time_spent',
    'contacts_count',
    'share_setting',
    'google_verification_enabled',
    'magic_link_verification_enabled',
    'welcome_page_cta',
    'welcome_page_text',
    'created_at',
    'updated_at',
  ],
  account: [
    'id',
    'name',
    'website',
    'owner_id',
    'logo',
    'crm_a_account_id',
    'crm_b_company_id',
    'created_at',
    'updated_at',
  ],
  deal: [
    'id',
    'crm_b_deal_id',
    'crm_a_opportunity_id',
    'created_date',
    'close_date',
    'name',
    'amount',
    'type',
    'stage',
    'created_at',
    'updated_at',
  ],
  member: ['id', 'role', 'workspace_id', 'created_at', 'updated_at'],
  user: ['id', 'first_name', 'last_name', 'avatar', 'email', 'name', 'created_at', 'updated_at'],
  domain: ['id', 'role', 'domain', 'workspace_id', 'created_at', 'updated_at'],
  field: ['id', 'name', 'variable_name', 'type', 'object_type', 'created_at', 'updated_at'],
};

/** The one statement: parameters are (key hash, now, limit, offset). */
export function listSql(d: Dialect, p: (n: number) => string): string {
  const obj = (alias: string, columns: string[]) =>
    `${d.object}(${columns.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`;
  const options = `SELECT ${d.array(`${d.object}('index', o."index", 'label', o.label, 'value', o.value)`, 'o."index", o.id')}
      FROM custom_field_option o WHERE o.custom_field_id = f.id`;
  const field = `${d.object}('f', ${obj('f', COLUMNS.field)}, 'options', ${d.nested(options)})`;
  const members = `SELECT ${d.array(`${d.object}('m', ${obj('wu', COLUMNS.member)}, 'u', ${obj('u', COLUMNS.user)})`, 'wu.created_at, wu.id')}
      FROM workspace_user wu JOIN app_user u ON u.id = wu.user_id WHERE wu.workspace_id = w.id`;
  const domains = `SELECT ${d.array(obj('wd', COLUMNS.domain), 'wd.created_at, wd.id')}
      FROM workspace_domain wd WHERE wd.workspace_id = w.id`;
  const account = `SELECT ${obj('a', COLUMNS.account)} FROM account a WHERE a.id = w.account_id AND a.organization_id = k.org_id`;
  const deal = `SELECT ${obj('dl', COLUMNS.deal)} FROM deal dl WHERE dl.id = w.deal_id AND dl.organization_id = k.org_id`;
  const values = `SELECT ${d.array(`${d.object}('f', v.custom_field_id, 'v', v.value)`, 'v.custom_field_id')}
      FROM custom_field_value v
      WHERE v.object_id = w.id AND v.object_type = 'workspace' AND v.organization_id = k.org_id`;
  const row = `${d.object}('w', ${obj('w', COLUMNS.workspace)}, 'a', ${d.nested(account)}, 'd', ${d.nested(deal)},
      'u', ${d.nested(members)}, 'dm', ${d.nested(domains)}, 'v', ${d.nested(values)})`;
  return `
    WITH k AS (
      SELECT o.id AS org_id, o.slug FROM api_key ak JOIN organization o ON o.id = ak.organization_id
      WHERE ak.hash = ${p(1)} AND ak.revoked_at IS NULL AND (ak.expires_at IS NULL OR ak.expires_at > ${p(2)})
    ),
    ids AS (
      SELECT w.id FROM workspace w WHERE w.organization_id = (SELECT org_id FROM k)
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${p(3)} OFFSET ${p(4)}
    )
    SELECT k.slug,
      (SELECT count(*) FROM workspace c WHERE c.organization_id = k.org_id) AS total,
      (SELECT ${d.array(field, 'f.created_at, f.id')} FROM custom_field f
        WHERE f.organization_id = k.org_id AND f.object_type = 'workspace') AS fields,
      (SELECT ${d.array(row, 'w.created_at DESC, w.id DESC')} FROM ids JOIN workspace w ON w.id = ids.id) AS rows
    FROM k`;
}

/** The organization of a usable key: parameters (key hash, now). */
function keySql(p: (n: number) => string): string {
  return `SELECT o.id AS org_id FROM api_key ak JOIN organization o ON o.id = ak.organization_id
      WHERE ak.hash = ${p(1)} AND ak.revoked_at IS NULL AND (ak.expires_at IS NULL OR ak.expires_at > ${p(2)})`;
}

const ASSET_COLUMNS =
  'a.id, a.name, a.description, a.views, a.shares, a.asset_type, a.asset_url, a.file_id, a.created_at, a.updated_at';

function assetTags(d: Dialect): string {
  return d.nested(`SELECT ${d.array(`${d.object}('id', t.id, 'title', t.title, 'created_at', t.created_at, 'updated_at', t.updated_at)`, 't.title_key, t.id')}
      FROM asset_tag l JOIN tag t ON t.id = l.tag_id WHERE l.asset_id = a.id`);
}

/** One statement for GET /v1/assets/{id}: parameters (key hash, now, asset id); no row = bad key, null id = 404. */
function assetSql(d: Dialect, p: (n: number) => string): string {
  return `
    WITH k AS (${keySql(p)})
    SELECT ${ASSET_COLUMNS}, ${assetTags(d)} AS tags
    FROM k LEFT JOIN asset a ON a.id = ${p(3)} AND a.organization_id = k.org_id`;
}

/** The asset alone, for a key already resolved: parameters (organization id, asset id); no row = 404. */
function assetOfOrgSql(d: Dialect, p: (n: number) => string): string {
  return `SELECT ${ASSET_COLUMNS}, ${assetTags(d)} AS tags FROM asset a WHERE a.organization_id = ${p(1)} AND a.id = ${p(2)}`;
}

type Raw = Record<string, string | number | boolean | null>;
interface ListRow {
  slug: string;
  total: number | string;
  fields: { f: Raw; options: { index: number; label: string; value: string }[] }[];
  rows: { w: Raw; a: Raw | null; d: Raw | null; u: { m: Raw; u: Raw }[]; dm: Raw[]; v: { f: string; v: string }[] }[];
}

const url = (collection: string, id: unknown): string => `${publicBaseUrl}/v1/${collection}/${String(id)}`;
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

const userName = (u: Raw): string =>
  displayName({ name: str(u.name), firstName: str(u.first_name), lastName: str(u.last_name), email: String(u.email) });

/** The application's JSON, field for field and in the same order. */
function present(result: ListRow, page: number, limit: number): unknown {
  const now = new Date();
  const fields = result.fields.map(({ f, options }) => ({
    field: f,
    options,
    resource: {
      id: f.id,
      object: 'customField',
      url: url('custom-fields', f.id),
      name: f.name,
      variableName: f.variable_name,
      type: f.type,
      objectType: f.object_type,
      options,
      createdAt: f.created_at,
      updatedAt: f.updated_at,
    },
  }));
  const workspaces = result.rows.map(({ w, a, d, u, dm, v }) => {
    const values = new Map(v.map((item) => [item.f, item.v]));
    const published = bool(w.published);
    return {
      id: w.id,
      object: 'workspace',
      url: url('workspaces', w.id),
      name: w.name,
      workspaceUrl: published ? `${appBaseUrl}/${result.slug}/${slugify(String(w.name))}-${String(w.id)}` : null,
      templateId: w.template_id,
      published,
      accountId: w.account_id,
      dealId: w.deal_id,
      startDate: w.start_date,
      targetEndDate: w.target_end_date,
      actualEndDate: w.actual_end_date,
      projectAge: wholeDaysSince(String(w.start_date ?? w.created_at), now),
      taskProgress: String(w.task_progress),
      lastContactView: withoutMillis(str(w.last_contact_view)),
      totalViews: w.total_views,
      totalActions: w.total_actions,
      totalTimeSpent: w.total_time_spent,
      contactsCount: w.contacts_count,
      shareSetting: w.share_setting,
      googleVerificationEnabled: bool(w.google_verification_enabled),
      magicLinkVerificationEnabled: bool(w.magic_link_verification_enabled),
      welcomePageCta: w.welcome_page_cta,
      welcomePageText: w.welcome_page_text,
      workspaceUsers: u.map(({ m, u: user }) => ({
        id: m.id,
        role: m.role,
        workspaceId: m.workspace_id,
        user: {
          id: user.id,
          object: 'user',
          url: url('users', user.id),
          firstName: user.first_name,
          lastName: user.last_name,
          avatar: user.avatar,
          email: user.email,
          name: userName(user),
          createdAt: user.created_at,
          updatedAt: user.updated_at,
        },
        createdAt: m.created_at,
        updatedAt: m.updated_at,
      })),
      workspaceDomains: dm.map((x) => ({
        id: x.id,
        role: x.role,
        domain: x.domain,
        workspaceId: x.workspace_id,
        createdAt: x.created_at,
        updatedAt: x.updated_at,
      })),
      account: a && {
        id: a.id,
        object: 'account',
        url: url('accounts', a.id),
        name: a.name,
        website: a.website,
        ownerId: a.owner_id,
        logo: a.logo,
        crmAAccountId: a.crm_a_account_id,
        crmBCompanyId: a.crm_b_company_id,
        createdAt: a.created_at,
        updatedAt: a.updated_at,
      },
      deal: d && {
        id: d.id,
        object: 'deal',
        url: url('deals', d.id),
        crmBDealId: d.crm_b_deal_id,
        crmAOpportunityId: d.crm_a_opportunity_id,
        createdDate: withoutMillis(str(d.created_date)),
        closeDate: withoutMillis(str(d.close_date)),
        name: d.name,
        amount: d.amount,
        type: d.type,
        stage: d.stage,
        createdAt: d.created_at,
        updatedAt: d.updated_at,
      },
      customFields: fields.map(({ field, options, resource }) => {
        const stored = values.get(String(field.id));
        return {
          ...resource,
          options: options.map((option) => ({ ...option })),
          value: stored === undefined ? null : displayValue(field.type as CustomFieldType, options, stored),
        };
      }),
      createdAt: w.created_at,
      updatedAt: w.updated_at,
    };
  });
  const total = Number(result.total);
  const pages = Math.ceil(total / limit);
  return {
    data: {
      workspaces,
      pageInfo: {
        page,
        pages,
        total,
        pageTotal: workspaces.length,
        hasNextPage: page < pages,
        hasPrevPage: page > 1,
      },
    },
  };
}

/** SQLite answers booleans as 1/0. */
const bool = (value: unknown): boolean => value === true || value === 1;

function presentAsset(a: Raw & { tags: Raw[] | string }): unknown {
  const tags = (typeof a.tags === 'string' ? JSON.parse(a.tags) : a.tags) as Raw[];
  return {
    data: {
      asset: {
        id: a.id,
        object: 'asset',
        url: url('assets', a.id),
        name: a.name,
        description: a.description,
        views: a.views,
        shares: a.shares,
        assetType: a.asset_type,
        assetUrl: a.asset_url,
        fileId: a.file_id,
        createdAt: a.created_at,
        updatedAt: a.updated_at,
        tags: tags.map((t) => ({
          id: t.id,
          object: 'tag',
          url: url('tags', t.id),
          title: t.title,
          createdAt: t.created_at,
          updatedAt: t.updated_at,
        })),
      },
    },
  };
}

type AssetRow = Raw & { tags: Raw[] | string };

export interface Queries {
  list(hash: string, now: string, limit: number, offset: number): Promise<ListRow | undefined>;
  asset(hash: string, now: string, id: string): Promise<AssetRow | undefined>;
  orgOfKey(hash: string, now: string): Promise<string | undefined>;
  assetOfOrg(orgId: string, id: string): Promise<AssetRow | undefined>;
}

export function postgresQueries(): Queries {
  const schema = process.env.DATABASE_SCHEMA;
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Named: parsed and planned once per connection, like a hand-tuned handler would.
  const listText = listSql(PG, (n) => `$${n}`);
  const assetText = assetSql(PG, (n) => `$${n}`);
  const keyText = keySql((n) => `$${n}`);
  const assetOfOrgText = assetOfOrgSql(PG, (n) => `$${n}`);
  return {
    async list(hash, now, limit, offset) {
      const result = await pool.query<ListRow>({ name: 'list', text: listText, values: [hash, now, limit, offset] });
      return result.rows[0];
    },
    async asset(hash, now, id) {
      const result = await pool.query<AssetRow>({ name: 'asset', text: assetText, values: [hash, now, id] });
      return result.rows[0];
    },
    async orgOfKey(hash, now) {
      const result = await pool.query<{ org_id: string }>({ name: 'key', text: keyText, values: [hash, now] });
      return result.rows[0]?.org_id;
    },
    async assetOfOrg(orgId, id) {
      const result = await pool.query<AssetRow>({ name: 'asset_of_org', text: assetOfOrgText, values: [orgId, id] });
      return result.rows[0];
    },
  };
}

export function sqliteQueries(): Queries {
  const db = new Database(process.env.SQLITE_PATH ?? './data/app.sqlite', { readonly: true });
  db.pragma('busy_timeout = 5000');
  const list = db.prepare<
    [string, string, number, number],
    { slug: string; total: number; fields: string; rows: string }
  >(listSql(SQLITE, () => '?'));
  const asset = db.prepare<[string, string, string], AssetRow>(assetSql(SQLITE, () => '?'));
  const key = db.prepare<[string, string], { org_id: string }>(keySql(() => '?'));
  const assetOfOrg = db.prepare<[string, string], AssetRow>(assetOfOrgSql(SQLITE, () => '?'));
  return {
    async list(hash, now, limit, offset) {
      const row = list.get(hash, now, limit, offset);
      return row && { slug: row.slug, total: row.total, fields: JSON.parse(row.fields), rows: JSON.parse(row.rows) };
    },
    async asset(hash, now, id) {
      return asset.get(hash, now, id);
    },
    async orgOfKey(hash, now) {
      return key.get(hash, now)?.org_id;
    },
    async assetOfOrg(orgId, id) {
      return assetOfOrg.get(orgId, id);
    },
  };
}

/** A status and the JSON body to send with it. */
export interface Answer {
  status: number;
  body: unknown;
}

let queries: Queries | undefined;
const connected = (): Queries => (queries ??= isPostgres ? postgresQueries() : sqliteQueries());

/** The bearer key's hash, or null when the header holds no well-formed key. */
function keyHash(authorization: string | undefined): string | null {
  const key = /^bearer[ \t]+(wsk_[0-9A-Za-z]{32})[ \t]*$/i.exec(authorization ?? '')?.[1];
  return key ? createHash('sha256').update(key).digest('hex') : null;
}

export async function answerAsset(authorization: string | undefined, id: string): Promise<Answer> {
  const hash = keyHash(authorization);
  if (!hash) return { status: 401, body: { error: 'unauthorized' } };
  const asset = await connected().asset(hash, new Date().toISOString(), id);
  if (!asset) return { status: 401, body: { error: 'unauthorized' } };
  return asset.id === null ? { status: 404, body: { error: 'not found' } } : { status: 200, body: presentAsset(asset) };
}

/** Organizations by Authorization header: keys never change during a benchmark, so nothing expires. */
const orgsByHeader = new Map<string, string>();

/**
 * The same answer, with what a key cache leaves of a request's database work: the key is looked up on its first
 * request only, then the asset alone is read, as the application does once its key is cached.
 */
export async function answerAssetWithCachedKey(authorization: string | undefined, id: string): Promise<Answer> {
  let orgId = authorization === undefined ? undefined : orgsByHeader.get(authorization);
  if (orgId === undefined) {
    const hash = keyHash(authorization);
    orgId = hash === null ? undefined : await connected().orgOfKey(hash, new Date().toISOString());
    if (orgId === undefined) return { status: 401, body: { error: 'unauthorized' } };
    orgsByHeader.set(authorization!, orgId);
  }
  const asset = await connected().assetOfOrg(orgId, id);
  return asset ? { status: 200, body: presentAsset(asset) } : { status: 404, body: { error: 'not found' } };
}

function intParam(value: string | null, fallback: number, max: number): number | null {
  if (value === null) return fallback;
  if (!/^[1-9]\d{0,8}$/.test(value) || Number(value) > max) return null;
  return Number(value);
}

export async function answerList(authorization: string | undefined, search: URLSearchParams): Promise<Answer> {
  const hash = keyHash(authorization);
  if (!hash) return { status: 401, body: { error: 'unauthorized' } };
  const page = intParam(search.get('page'), 1, 999_999_999);
  const limit = intParam(search.get('limit'), 20, 100);
  if (page === null || limit === null) return { status: 400, body: { error: 'bad page or limit' } };
  const result = await connected().list(hash, new Date().toISOString(), limit, (page - 1) * limit);
  if (!result) return { status: 401, body: { error: 'unauthorized' } };
  return { status: 200, body: present(result, page, limit) };
}
