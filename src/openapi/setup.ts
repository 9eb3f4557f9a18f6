import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/config.js';
import { documentVersionedRoutes } from './versioned-docs.js';
import { documentErrorExamples } from './error-examples.js';
import { documentRequestPolicies } from './policy-docs.js';

export function buildOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Workspace collaboration API')
    .setDescription(
      'Customer-facing workspaces, accounts, deals, templates, plan tasks, boards, tags, assets, custom fields and users. ' +
        'Every response is wrapped in `{ "data": ... }`; every error is `{ "error": { status, code, message, details, requestId } }`. ' +
        'Authenticate with `Authorization: Bearer <key>` (click Authorize).',
    )
    .setVersion(config.version)
    .addServer(config.publicBaseUrl)
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'wsk_…',
      description: 'An API key from `npm run key -- create` or the demo key printed at first start.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, builder, { operationIdFactory: (_controller, method) => method });
  return documentErrorExamples(documentRequestPolicies(documentVersionedRoutes(document)));
}

/** `/openapi.json` and Swagger UI at `/docs`; both public, on unless DOCS_ENABLED=false. */
export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, config), {
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
    swaggerOptions: { persistAuthorization: true, displayRequestDuration: true },
    customSiteTitle: 'Workspace collaboration API',
  });
}
