/**
 * The wire shape of a resource as far as `properties` is concerned: which names can be selected, which are
 * always returned, and which are embedded resources with a shape of their own.
 */
export interface Shape {
  readonly name: string;
  readonly always: readonly string[];
  readonly fields: readonly string[];
  readonly embeds?: Readonly<Record<string, Shape>>;
  /** Accepted spellings of a field (Dock's `type` for `assetType`). */
  readonly aliases?: Readonly<Record<string, string>>;
}

/** Every name `properties` accepts for a shape, dot paths included, in a stable order. */
export function allowedProperties(shape: Shape): string[] {
  const names = [...shape.fields, ...Object.keys(shape.aliases ?? {})];
  for (const [embed, inner] of Object.entries(shape.embeds ?? {})) {
    names.push(embed, ...allowedProperties(inner).map((name) => `${embed}.${name}`));
  }
  return names;
}

/** Splits the raw query values (repeated keys, comma lists) into names. */
export function splitProperties(raw: readonly string[]): string[] {
  return raw.flatMap((value) => value.split(',')).map((name) => name.trim());
}

type Node = Map<string, Node | true>;

/** A parsed `properties` value: decides what is loaded (`has`) and what is returned (`project`). */
export class Selection {
  private constructor(
    private readonly shape: Shape,
    private readonly tree: Node | null,
  ) {}

  static all(shape: Shape): Selection {
    return new Selection(shape, null);
  }

  /** `raw` has been validated against allowedProperties(shape) already (PropertiesField). */
  static parse(shape: Shape, raw: readonly string[] | undefined): Selection {
    if (!raw || raw.length === 0) return Selection.all(shape);
    const tree: Node = new Map();
    for (const name of splitProperties(raw)) insert(tree, name.split('.'), shape);
    return new Selection(shape, tree);
  }

  get full(): boolean {
    return this.tree === null;
  }

  /** Everything of the same shape: what an event carries whatever the caller selected. */
  widened(): Selection {
    return this.full ? this : Selection.all(this.shape);
  }

  /** Whether a field or embed is wanted (an embed counts when any of its own fields are). */
  has(name: string): boolean {
    return this.tree === null || this.tree.has(name);
  }

  /** The selection inside an embedded resource. */
  embed(name: string): Selection {
    const inner = this.shape.embeds?.[name];
    if (!inner) throw new Error(`${this.shape.name} has no embed ${name}`);
    const node = this.tree?.get(name);
    return new Selection(inner, node === undefined || node === true ? null : node);
  }

  /**
   * `resource` with the embeds that were loaded for this selection (undefined ones are left out), projected: the
   * last step of every `to…Resource` that embeds something. `resource` is a fresh object and gets the embeds itself.
   */
  projectWith<T extends object, X extends object>(
    resource: T,
    embeds: { [K in keyof X]: X[K] | undefined },
  ): Partial<T & X> {
    const whole = resource as Record<string, unknown>;
    for (const [key, value] of Object.entries(embeds)) if (value !== undefined) whole[key] = value;
    return this.project(whole as T & X);
  }

  project<T extends object>(resource: T): Partial<T> {
    if (this.tree === null) return resource;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(resource)) {
      if (this.shape.always.includes(key)) out[key] = value;
      else if (this.tree.has(key)) out[key] = this.shape.embeds?.[key] ? this.projectEmbed(key, value) : value;
    }
    return out as Partial<T>;
  }

  private projectEmbed(key: string, value: unknown): unknown {
    if (value === null || value === undefined) return value;
    const inner = this.embed(key);
    return Array.isArray(value) ? value.map((item: object) => inner.project(item)) : inner.project(value as object);
  }
}

function insert(node: Node, path: string[], shape: Shape): void {
  const [head, ...rest] = path;
  const name = shape.aliases?.[head] ?? head;
  const inner = shape.embeds?.[name];
  if (rest.length === 0 || !inner) {
    node.set(name, true);
    return;
  }
  const existing = node.get(name);
  if (existing === true) return;
  const child = existing ?? new Map();
  node.set(name, child);
  insert(child, rest, inner);
}
