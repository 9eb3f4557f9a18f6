import { type ErrorDetail, invalidFields } from '../http/app-error.js';
import { ID_PATTERN } from '../ids.js';
import { parseInstant } from '../time.js';
import { parseEmail } from '../validation/fields.js';
import { readFilters } from './filter-input.js';

/** One filter key: how its (non-empty, single-line) string value becomes what the query uses. */
export interface FilterKind<T> {
  /** The value for the query, or null when the string is not acceptable (→ 400 with `message`). */
  readonly parse: (value: string) => T | null;
  readonly message: string;
  /** The JSON form may also send `true`/`false` as booleans; any other non-string is "must be true or false". */
  readonly boolean?: true;
}

/** The kinds of filter value every list uses; `custom` for a rule only one resource has. */
export const filterKinds = {
  /** Any text, as given. */
  text: (): FilterKind<string> => ({ parse: (value) => value, message: '' }),
  id: (): FilterKind<string> => ({
    parse: (value) => (ID_PATTERN.test(value) ? value : null),
    message: 'must be an id string',
  }),
  oneOf: <V extends string>(values: readonly V[]): FilterKind<V> => ({
    parse: (value) => ((values as readonly string[]).includes(value) ? (value as V) : null),
    message: `must be one of: ${values.join(', ')}`,
  }),
  boolean: (): FilterKind<boolean> => ({
    parse: (value) => (value === 'true' ? true : value === 'false' ? false : null),
    message: 'must be true or false',
    boolean: true,
  }),
  /** Compared with stored (lower-case) addresses. */
  email: (): FilterKind<string> => ({ parse: parseEmail, message: 'must be a valid e-mail address' }),
  /** An ISO timestamp or a date (00:00Z), as the canonical stored ISO string. */
  instant: (): FilterKind<string> => ({
    parse: parseInstant,
    message: 'must be an ISO 8601 timestamp or a date (YYYY-MM-DD)',
  }),
  custom: <T>(parse: (value: string) => T | null, message: string): FilterKind<T> => ({ parse, message }),
};

type Spec = Record<string, FilterKind<unknown>>;

/** The parsed filters of a list: only the keys given, each with its parsed value. */
export type FilterValues<S extends Spec> = { [K in keyof S]?: S[K] extends FilterKind<infer T> ? T : never };

/** The parsed filters of a declared list: `ParsedFilters<typeof WORKSPACE_FILTERS>`. */
export type ParsedFilters<F> = F extends ListFilters<infer S> ? FilterValues<S> : never;

export interface FilterOptions {
  /** The parameter's documentation, keys excluded (the docs list them). */
  readonly description: string;
  /**
   * Answer only the first bad value instead of all of them. The workspace user, domain and plan task lists have
   * always answered this way; kept so their 400s stay what clients have seen.
   */
  readonly firstProblemOnly?: boolean;
}

/** What the docs show of a list's filters. */
export interface FilterDocs {
  readonly keys: readonly string[];
  readonly description: string;
}

/**
 * A list's `filters` parameter, declared once: the keys in order, how each value is checked, and the docs. The one
 * place that validates filters; every problem is a 400 naming `filters.<key>`, checked in declaration order.
 */
export class ListFilters<S extends Spec> implements FilterDocs {
  readonly keys: readonly (keyof S & string)[];

  constructor(
    private readonly spec: S,
    readonly options: FilterOptions,
  ) {
    this.keys = Object.keys(spec);
  }

  get description(): string {
    return this.options.description;
  }

  /** `filters` in either syntax, as the query string parser left it. */
  parse(raw: unknown): FilterValues<S> {
    const booleanKeys = this.keys.filter((key) => this.spec[key].boolean);
    const input = readFilters(raw, { allowed: this.keys, booleanKeys });
    const out: Record<string, unknown> = {};
    const details: ErrorDetail[] = [];
    for (const key of this.keys) {
      const value = input[key];
      if (value === undefined) continue;
      const parsed = this.spec[key].parse(value);
      if (parsed === null) details.push({ field: `filters.${key}`, message: this.spec[key].message });
      else out[key] = parsed;
    }
    if (details.length > 0) throw invalidFields(this.options.firstProblemOnly ? details.slice(0, 1) : details);
    return out as FilterValues<S>;
  }
}
