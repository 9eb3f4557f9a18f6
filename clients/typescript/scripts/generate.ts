import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { SCHEMA_PATH, schemaSource, servedDocument } from './schema-source.js';

/** `npm run client:generate` (after its build): writes src/schema.ts from the served OpenAPI document. */
writeFileSync(SCHEMA_PATH, await schemaSource(await servedDocument()));
process.stdout.write(`wrote ${relative(process.cwd(), SCHEMA_PATH)}\n`);
