import type { ExecutionContext } from '@nestjs/common';

/**
 * A route's metadata is fixed once the app is built: read it once per handler instead of through reflect-metadata's
 * prototype walk on every request.
 */
export class HandlerMetadata<T> {
  private readonly values = new WeakMap<object, { value: T }>();

  constructor(private readonly read: (context: ExecutionContext) => T) {}

  of(context: ExecutionContext): T {
    const handler = context.getHandler();
    let entry = this.values.get(handler);
    if (!entry) {
      entry = { value: this.read(context) };
      this.values.set(handler, entry);
    }
    return entry.value;
  }
}
