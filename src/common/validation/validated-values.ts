/** A DTO class the pipe validates against. */
export type Constructor = new () => object;

/**
 * Values the validation pipe accepted, by DTO class and the value's JSON, so the same query string (`?limit=20`, sent
 * by every poll of a list) is transformed and validated once, not on every request: class-transformer and
 * class-validator took ~25 µs for a list's query, more under load. Only what passed is kept (a refused value always
 * takes the full path, so its 400 is built the same way), and only values that are plain data (strings, numbers,
 * arrays, objects, DTO instances): a copy is handed out each time, so a handler that changes its DTO changes its
 * own. Bounded: `maxEntries` values whose JSON is at most `maxKeyLength` characters, the oldest dropped first (a
 * client sending ever new queries only makes each of its requests validate as before, plus the key's cost).
 */
export class ValidatedValues {
  private readonly values = new Map<string, object>();
  private readonly classIds = new WeakMap<Constructor, number>();

  constructor(
    private readonly maxEntries = 1_000,
    private readonly maxKeyLength = 512,
  ) {}

  get size(): number {
    return this.values.size;
  }

  /** The key of `value` validated as `type` in `place` (query, body…), or null when it is not to be kept. */
  keyOf(type: Constructor, place: string, value: unknown): string | null {
    if (typeof value !== 'object' || value === null || !isPlainData(value)) return null;
    const json = JSON.stringify(value);
    if (json.length > this.maxKeyLength) return null;
    let id = this.classIds.get(type);
    if (id === undefined) {
      id = nextClassId++;
      this.classIds.set(type, id);
    }
    return `${id}:${place}:${json}`;
  }

  /** A copy of what the pipe answered for this key, if it is known. */
  get(key: string): object | undefined {
    const known = this.values.get(key);
    return known === undefined ? undefined : copyOf(known);
  }

  /** Keeps a copy of what the pipe answered for this key, when it is plain data. */
  set(key: string, validated: unknown): void {
    if (typeof validated !== 'object' || validated === null || !isPlainData(validated)) return;
    if (this.values.size >= this.maxEntries) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
    this.values.set(key, copyOf(validated));
  }
}

let nextClassId = 1;

/**
 * Strings, booleans, null, finite numbers other than -0, and arrays and objects of those (plain objects and class
 * instances, not a Date, nor anything with a toJSON): exactly the values JSON.stringify writes one way each, so that
 * two values with the same key are the same value (`{ a: undefined }` and `{}`, or NaN and null, would not be).
 */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (Object.prototype.toString.call(value) !== '[object Object]' || 'toJSON' in value) return false;
  return Object.values(value).every(isPlainData);
}

/** A deep copy of plain data that keeps each object's prototype (a DTO stays an instance of its class). */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  // Defined, not assigned: an own `__proto__` field stays a field instead of replacing the copy's prototype.
  for (const [key, field] of Object.entries(value)) {
    Object.defineProperty(copy, key, { value: copyOf(field), enumerable: true, writable: true, configurable: true });
  }
  return copy as T;
}
