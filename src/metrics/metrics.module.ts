import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';

/**
 * The registry and its instruments (Metrics, global: the workers record through it), and `GET /metrics` only when
 * METRICS_TOKEN is set: without it the route does not exist, and answers the 404 of any unknown path.
 */
@Module({})
export class MetricsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [Metrics],
      exports: [Metrics],
      controllers: config.metricsToken === null ? [] : [MetricsController],
    };
  }
}
