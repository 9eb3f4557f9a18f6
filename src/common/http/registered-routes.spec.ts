import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { registeredRoutes } from './registered-routes.js';

const answer = (_req: Request, res: Response): void => {
  res.end();
};

describe('registeredRoutes', () => {
  it("needs Express's router 2.3.0 or later, the first with listRoutes()", () => {
    // router is Express's dependency: found as Node finds it from Express.
    const fromExpress = createRequire(createRequire(import.meta.url).resolve('express'));
    const { version } = JSON.parse(readFileSync(fromExpress.resolve('router/package.json'), 'utf8')) as {
      version: string;
    };
    const [major, minor] = version.split('.').map(Number);
    expect({ router: version, listRoutes: major === 2 && minor >= 3 }).toEqual({ router: version, listRoutes: true });
  });

  it('lists the routes Nest registers through its Express adapter, with their methods, in registration order', () => {
    const adapter = new ExpressAdapter();
    adapter.use((_req: Request, _res: Response, next: NextFunction) => next());
    adapter.get('/v1/assets/:id', answer);
    adapter.patch('/v1/assets/:id', answer);
    adapter.all('/v1/assets/:id/ping', answer);
    adapter.head('/status', answer);
    adapter.get('/app/:org/:slug', answer);
    adapter.use('/mounted', express.Router().get('/inside', answer));
    adapter.use(express.Router().all('/anything', answer));
    expect(registeredRoutes(adapter.getInstance())).toEqual([
      { path: '/v1/assets/:id', methods: ['GET'] },
      { path: '/v1/assets/:id', methods: ['PATCH'] },
      // Express's app.all() registers every method Node knows, one by one.
      { path: '/v1/assets/:id/ping', methods: http.METHODS },
      { path: '/status', methods: ['HEAD'] },
      { path: '/app/:org/:slug', methods: ['GET'] },
    ]);
  });

  it('refuses an application whose router cannot list its routes, rather than answer none', () => {
    expect(() => registeredRoutes({ router: { stack: [] } })).toThrow(/listRoutes\(\)/);
  });
});
