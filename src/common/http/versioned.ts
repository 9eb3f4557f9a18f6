/** A resource with the version its row has: the version is the resource's ETag. */
export interface Versioned<T> {
  readonly value: T;
  readonly version: number;
}

/**
 * A controller result whose answer carries `ETag: "<version>"`; the envelope interceptor sets the header (and 304 on
 * a GET whose If-None-Match holds it) and wraps `body` as usual.
 */
export class EtaggedBody<B> {
  constructor(
    readonly body: B,
    readonly version: number,
  ) {}
}

export const etagOf = (version: number): string => `"${version}"`;

/** `{ [key]: value }` answered with the version as its ETag: `return etagged('tag', await this.tags.get(...))`. */
export function etagged<K extends string, T>(key: K, { value, version }: Versioned<T>): EtaggedBody<Record<K, T>> {
  return new EtaggedBody({ [key]: value } as Record<K, T>, version);
}
