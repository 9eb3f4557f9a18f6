import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/config.js';
import { documentVersionedRoutes } from './versioned-docs.js';
import { documentErrorExamples } from './error-examples.js';
import { documentPublicRoutes, documentRequestPolicies } from './policy-docs.js';

export function buildOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Workspace collaboration API')
    .setDescription(
      'Customer-facing workspaces, accounts, deals, templates, plan tasks, boards, tags, assets, custom fields and users. ' +
        'Every response is wrapped in `{ "data": ... }`; every error is `{ "error": { status, code, message, details, requestId } }`. ' +
        'Authenticate with `Authorization: Bearer <key>` (click Authorize).',
    )
    .setVersion(config.version)
    // Relative first: Swagger UI's "Try it out" then calls the origin /docs was opened at (127.0.0.1, localhost, a
    // proxy's name); an absolute PUBLIC_BASE_URL alone sent the browser to another origin ("Failed to fetch").
    // PUBLIC_BASE_URL second, for tools that read the document from a file and have no address to resolve against.
    .addServer('/', 'This server: the address this document was loaded from')
    .addServer(config.publicBaseUrl, 'PUBLIC_BASE_URL: the address this deployment publishes')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'wsk_…',
      description: 'An API key from `npm run key -- create` or the demo key printed at first start.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, builder, { operationIdFactory: (_controller, method) => method });
  return documentErrorExamples(documentPublicRoutes(documentRequestPolicies(documentVersionedRoutes(document))));
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
