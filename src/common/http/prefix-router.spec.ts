import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { PrefixRoutedExpressAdapter, pathPrefix, registeredRoutes } from './prefix-router.js';

const answer =
  (name: string) =>
  (req: Request, res: Response): void => {
    res.json({ name, params: req.params, seen: res.getHeader('x-seen') ?? null });
  };

/** What the application's not-found handler does after the routes: a request no route took ends here. */
const notFound = (req: Request, res: Response): void => {
  res.status(404).json({ name: 'not found', method: req.method });
};

/** The paths of the routes the adapter serves, in the order registeredRoutes lists them. */
const routePaths = (adapter: PrefixRoutedExpressAdapter): string[] =>
  registeredRoutes(adapter.getInstance()).map((route) => route.path);

/** Which handler answered: the `name` of the body, once the status is the one expected. */
const answeredBy = async (sent: request.Test, status: number): Promise<string> => (await sent.expect(status)).body.name;

function adapterWith(register: (adapter: PrefixRoutedExpressAdapter) => void) {
  const adapter = new PrefixRoutedExpressAdapter();
  register(adapter);
  adapter.use(notFound);
  return { adapter, http: adapter.getInstance<import('express').Express>() };
}

describe('pathPrefix', () => {
  it.each([
    ['/v1/assets/abc', '/v1/assets'],
    ['/v1/assets', '/v1/assets'],
    ['/v1/assets/', '/v1/assets'],
    ['/v1', null],
    ['/v1/', null],
    ['//assets/x', null],
    ['/v1//x', null],
    ['/', null],
    ['v1/assets', null],
  ])('%s → %s', (path, prefix) => {
    expect(pathPrefix(path)).toBe(prefix);
  });
});

describe('PrefixRoutedExpressAdapter', () => {
  it('answers each request from the routes of its own prefix, with the path parameters', async () => {
    const { http } = adapterWith((adapter) => {
      adapter.get('/v1/boards/:id', answer('board'));
      adapter.get('/v1/assets', answer('assets'));
      adapter.get('/v1/assets/:id', answer('asset'));
      adapter.post('/v1/assets', answer('create asset'));
    });
    expect((await request(http).get('/v1/assets/a1').expect(200)).body).toMatchObject({
      name: 'asset',
      params: { id: 'a1' },
    });
    expect(await answeredBy(request(http).get('/v1/assets'), 200)).toBe('assets');
    expect(await answeredBy(request(http).post('/v1/assets'), 200)).toBe('create asset');
    expect((await request(http).get('/v1/boards/b1').expect(200)).body.params).toEqual({ id: 'b1' });
    expect(await answeredBy(request(http).get('/v1/nothing/x'), 404)).toBe('not found');
  });

  it('matches as Express does: any case, a trailing slash, HEAD through GET', async () => {
    const { http } = adapterWith((adapter) => adapter.get('/v1/assets/:id', answer('asset')));
    expect((await request(http).get('/V1/Assets/a1').expect(200)).body.params).toEqual({ id: 'a1' });
    expect(await answeredBy(request(http).get('/v1/assets/a1/'), 200)).toBe('asset');
    await request(http).head('/v1/assets/a1').expect(200);
    expect(await answeredBy(request(http).get('/v1/assets/a1/more'), 404)).toBe('not found');
  });

  it('keeps the registration order across a route with a parameter in its prefix', async () => {
    const { http, adapter } = adapterWith((adapter) => {
      adapter.get('/v1/things/first', answer('literal before'));
      adapter.get('/v1/:kind/:id', answer('parameter'));
      adapter.get('/v1/things/:id', answer('literal after'));
    });
    expect(await answeredBy(request(http).get('/v1/things/first'), 200)).toBe('literal before');
    // Registered after the parameter route, which takes the request first, as in Express's own router.
    expect(await answeredBy(request(http).get('/v1/things/other'), 200)).toBe('parameter');
    expect(routePaths(adapter)).toEqual(['/v1/things/first', '/v1/:kind/:id', '/v1/things/:id']);
  });

  it('runs a middleware registered between two routes only before the later one', async () => {
    const { http } = adapterWith((adapter) => {
      adapter.get('/v1/things/early', answer('early'));
      adapter.use((_req: Request, res: Response, next: NextFunction) => {
        res.setHeader('x-seen', 'yes');
        next();
      });
      adapter.get('/v1/things/late', answer('late'));
    });
    expect((await request(http).get('/v1/things/early').expect(200)).body.seen).toBeNull();
    expect((await request(http).get('/v1/things/late').expect(200)).body.seen).toBe('yes');
  });

  it('passes an OPTIONS request none of the routes takes on to the handler after them, as Express did', async () => {
    const { http } = adapterWith((adapter) => adapter.get('/v1/assets/:id', answer('asset')));
    expect((await request(http).options('/v1/assets/a1').expect(404)).body).toEqual({
      name: 'not found',
      method: 'OPTIONS',
    });
  });

  it('keeps a route that answers OPTIONS on the application, so an OPTIONS no route takes still passes on', async () => {
    const { http, adapter } = adapterWith((adapter) => {
      adapter.get('/v1/assets/:id', answer('asset'));
      adapter.all('/v1/assets/:id/ping', answer('ping'));
      adapter.options('/v1/assets', answer('options'));
    });
    expect(await answeredBy(request(http).options('/v1/assets/a1'), 404)).toBe('not found');
    expect(await answeredBy(request(http).options('/v1/assets'), 200)).toBe('options');
    expect(await answeredBy(request(http).delete('/v1/assets/a1/ping'), 200)).toBe('ping');
    expect(await answeredBy(request(http).get('/v1/assets/a1'), 200)).toBe('asset');
    expect(routePaths(adapter)).toEqual(['/v1/assets/:id', '/v1/assets/:id/ping', '/v1/assets']);
  });

  it("matches with the application router's own settings, which Express fixed when it created that router", async () => {
    const { http } = adapterWith((adapter) => {
      // Too late for the application's router (Express reads them once), so too late for the prefixes too.
      adapter.set('case sensitive routing', true);
      adapter.set('strict routing', true);
      adapter.get('/v1/assets/:id', answer('asset'));
    });
    await request(http).get('/V1/Assets/a1').expect(200);
    await request(http).get('/v1/assets/a1/').expect(200);
  });

  it('lists every route with its methods, those under a prefix and those registered directly', () => {
    const { adapter } = adapterWith((adapter) => {
      adapter.get('/v1/assets/:id', answer('asset'));
      adapter.patch('/v1/assets/:id', answer('update asset'));
      adapter.get('/app/:org/:slug', answer('page'));
      adapter.get('/status', answer('status'));
    });
    expect(registeredRoutes(adapter.getInstance())).toEqual([
      { path: '/v1/assets/:id', methods: ['GET'] },
      { path: '/v1/assets/:id', methods: ['PATCH'] },
      { path: '/app/:org/:slug', methods: ['GET'] },
      { path: '/status', methods: ['GET'] },
    ]);
  });

  it('reads an application setting through get(name), as Express does', () => {
    const adapter = new PrefixRoutedExpressAdapter();
    adapter.set('answer', 42);
    expect(adapter.get('answer')).toBe(42);
  });
});
