/** The part of oidc-provider (which ships no types) that test/support/oidc-provider.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, Server } from 'node:http';

  export interface ProviderContext {
    path: string;
    body: unknown;
    req: IncomingMessage;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    listen(port: number, host: string): Server;
  }
}

/** oidc-provider's in-memory storage, which test/support/oidc-provider.ts extends to register clients while running. */
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export default class MemoryAdapter {
    constructor(model: string);
    find(id: string): Promise<Record<string, unknown> | undefined>;
  }
}
