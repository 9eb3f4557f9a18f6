import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram, Registry } from 'prom-client';
import { UNMATCHED, methodLabel, routeLabel, statusClass, timeRequests } from './request-metrics.js';

const response = (statusCode: number, writableFinished = true) =>
  ({ statusCode, writableFinished }) as unknown as ServerResponse;

describe('request metric labels', () => {
  it('labels a request by the route template Express matched, never by the path sent', () => {
    const req = { url: '/v1/workspaces/abc123', route: { path: '/v1/workspaces/:id' } } as unknown as IncomingMessage;
    expect(routeLabel(req)).toBe('/v1/workspaces/:id');
  });

  it('labels a request no route matched as unmatched, whatever its path', () => {
    expect(routeLabel({ url: '/wp-admin/abc' } as IncomingMessage)).toBe(UNMATCHED);
    expect(routeLabel({ url: '/x', route: { path: /regex/ } } as unknown as IncomingMessage)).toBe(UNMATCHED);
  });

  it('keeps the methods routes take and folds the others into OTHER', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ]);
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(methodLabel(undefined)).toBe('OTHER');
  });

  it('gives the status class of an answer sent, and aborted when the client left first', () => {
    expect([100, 200, 204, 304, 404, 429, 500, 503].map((code) => statusClass(response(code)))).toEqual([
      '1xx',
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ]);
    expect(statusClass(response(200, false))).toBe('aborted');
    expect(statusClass(response(999))).toBe('other');
  });
});

describe('timeRequests', () => {
  it('observes one duration per request when its response closes, with the labels known then', async () => {
    const registry = new Registry();
    const histogram = new Histogram({
      name: 'h',
      help: 'h',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers: [registry],
    });
    const listeners: (() => void)[] = [];
    const req = { method: 'GET' } as IncomingMessage & { route?: { path: string } };
    const res = {
      req,
      statusCode: 200,
      writableFinished: true,
      on: (_event: string, listener: () => void) => listeners.push(listener),
    } as unknown as ServerResponse;
    let nexts = 0;
    timeRequests(histogram)(req, res, () => nexts++);
    // Routing happens after the middleware: the template is read when the answer is done.
    req.route = { path: '/v1/workspaces/:id' };
    listeners.forEach((listener) => listener.call(res));
    expect(nexts).toBe(1);
    const { values } = await histogram.get();
    const count = values.find((v) => v.metricName === 'h_count');
    expect(count).toMatchObject({ labels: { method: 'GET', route: '/v1/workspaces/:id', status_class: '2xx' } });
    expect(count?.value).toBe(1);
  });
});
