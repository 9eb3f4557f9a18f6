import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthFailures } from '../common/auth/auth-failures.js';
import { Public } from '../common/auth/public.decorator.js';
import { AppError } from '../common/http/app-error.js';
import { clientAddress } from '../common/http/client-address.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Metrics } from './metrics.js';
import { MetricsToken } from './metrics-token.js';

/**
 * `GET /metrics` for Prometheus, registered only when METRICS_TOKEN is set. An operators' route: outside the API
 * (no API key, no organization's rate limit, not in the OpenAPI document), behind its own bearer token. A wrong
 * token counts against the client address's failed-authentication budget, as a wrong API key does.
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  private readonly token: MetricsToken;

  constructor(
    private readonly metrics: Metrics,
    private readonly failures: AuthFailures,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.token = new MetricsToken(config.metricsToken ?? '');
  }

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.authorize(req);
    const body = await this.metrics.registry.metrics();
    res.setHeader('Content-Type', this.metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  }

  /** Passes the token, or throws 401 (429 once the address is past its failure budget) before any work. */
  private async authorize(req: Request): Promise<void> {
    const header = req.headers.authorization;
    if (this.token.accepts(header)) return;
    const refusal = await this.failures.failed(clientAddress(req));
    if (refusal) throw refusal;
    const message = header
      ? 'Invalid metrics token'
      : 'Missing Authorization header; send Authorization: Bearer <token>';
    throw new AppError(401, message, [], { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  }
}
