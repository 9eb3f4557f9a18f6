import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/** How the proxy treats connections while cut: `refuse` stops listening, `blackhole` accepts and never answers. */
export type CutMode = 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  /** Destroys every live connection (both ends) and treats new ones as `mode` says until `restore()`. */
  cut(mode: CutMode): Promise<void>;
  /** Forwards new connections again; connections black-holed meanwhile are closed, live ones are left alone. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, so a test can make a database unreachable and reachable again
 * without touching the database server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const live = new Set<Socket>();
  const held = new Set<Socket>();
  let mode: CutMode | null = null;
  const track = (socket: Socket) => {
    live.add(socket);
    socket.on('close', () => live.delete(socket));
    // Resets and the like are the point of this proxy; they must not become uncaught errors.
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') {
      held.add(client);
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const stopListening = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  let server: Server | null = await listen(0);
  const port = (server.address() as AddressInfo).port;
  const destroyLive = () => {
    for (const socket of live) socket.destroy();
  };
  return {
    port,
    async cut(next) {
      mode = next;
      destroyLive();
      if (next === 'refuse' && server) {
        const closing = server;
        server = null;
        await stopListening(closing);
      }
    },
    async restore() {
      mode = null;
      for (const socket of held) socket.destroy();
      held.clear();
      server ??= await listen(port);
    },
    async close() {
      mode = 'blackhole';
      destroyLive();
      if (server) await stopListening(server);
      server = null;
    },
  };
}
