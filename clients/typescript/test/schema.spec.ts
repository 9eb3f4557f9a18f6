import { readFileSync } from 'node:fs';
import type { OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { SCHEMA_PATH, schemaSource, servedDocument } from '../scripts/schema-source.js';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `get /v1/boards`… for every operation of the document, and their operationIds. */
function documentOperations(document: OpenAPI3): { routes: string[]; ids: string[] } {
  const routes: string[] = [];
  const ids: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      routes.push(`${method} ${path}`);
      ids.push((operation as { operationId: string }).operationId);
    }
  }
  return { routes: routes.sort(), ids: ids.sort() };
}

/**
 * The same, read from the generated file's syntax: a method of `interface paths` typed other than `never`, and the
 * members of `interface operations`. Read from the text rather than trusted from the generator, so an operation it
 * dropped or typed as `never` is caught.
 */
function typedOperations(text: string): { routes: string[]; ids: string[] } {
  const source = ts.createSourceFile('schema.ts', text, ts.ScriptTarget.Latest);
  const members = (name: string) => {
    const found = source.statements.find(
      (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === name,
    );
    if (!found) throw new Error(`schema.ts declares no interface ${name}`);
    return found.members.filter(ts.isPropertySignature);
  };
  const nameOf = (member: ts.PropertySignature) => (member.name as ts.StringLiteral | ts.Identifier).text;
  const routes = members('paths').flatMap((path) =>
    path.type && ts.isTypeLiteralNode(path.type)
      ? path.type.members
          .filter(ts.isPropertySignature)
          .filter((op) => METHODS.has(nameOf(op)) && op.type?.kind !== ts.SyntaxKind.NeverKeyword)
          .map((op) => `${nameOf(op)} ${nameOf(path)}`)
      : [],
  );
  return { routes: routes.sort(), ids: members('operations').map(nameOf).sort() };
}

/** The first line where two texts differ, to point the reader at the drift. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(b[at])}, generated ${JSON.stringify(a[at])}`;
}

describe('the typed client (clients/typescript/src/schema.ts)', () => {
  let document: OpenAPI3;
  let committed: string;

  beforeAll(async () => {
    document = await servedDocument();
    committed = readFileSync(SCHEMA_PATH, 'utf8');
  }, 60_000);

  it('is exactly what openapi-typescript makes of the served OpenAPI document (else: run npm run client:generate)', async () => {
    const generated = await schemaSource(document);
    if (generated !== committed)
      throw new Error(
        `clients/typescript/src/schema.ts differs from the served OpenAPI document: run npm run client:generate ` +
          `(${firstDifference(generated, committed)})`,
      );
  }, 60_000);

  it('types every operation of the served document: the same methods and paths, the same operationIds', () => {
    const documented = documentOperations(document);
    const typed = typedOperations(committed);
    expect(documented.routes.length).toBeGreaterThan(0);
    expect(typed.routes).toEqual(documented.routes);
    expect(typed.ids).toEqual(documented.ids);
  });
});
