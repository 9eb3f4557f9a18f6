import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Public } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { EmptyQuery } from '../common/http/empty.query.js';

interface RootLinks {
  name: string;
  api: string;
  status: string;
  docs?: string;
  openapi?: string;
}

/**
 * `GET /`: where someone who opens the bare address goes next (a 404 there told them nothing). A pointer, not part of
 * the API, so the OpenAPI document leaves it out; /docs and /openapi.json only while DOCS_ENABLED is on.
 */
@ApiExcludeController()
@Controller()
export class RootController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  getRoot(@ParsedQuery() _query: EmptyQuery): RootLinks {
    const base = this.config.publicBaseUrl;
    const docs = this.config.docsEnabled ? { docs: `${base}/docs`, openapi: `${base}/openapi.json` } : {};
    return { name: 'Workspace collaboration API', api: `${base}/v1`, status: `${base}/v1/status`, ...docs };
  }
}
