import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import type { OpenApiDocument } from './openapi';

/**
 * The web app's types of every call, generated from docs/openapi.json (types only: nothing of it
 * reaches the browser). `lib/http.ts` takes its paths, queries, bodies and answers from them, so a
 * call the contract does not have is a type error. `npm run openapi` writes it; a test keeps it current.
 */
export const WEB_API_TYPES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/src/lib/openapi.d.ts',
);

export async function webApiTypes(document: OpenApiDocument) {
  const ast = await openapiTS(document as unknown as OpenAPI3, { silent: true });
  return `// Generated from docs/openapi.json by \`npm run openapi\`: do not edit.\n${astToString(ast)}`;
}
