import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { OPENAPI_FILE, openApiDocument } from '../platform/openapi';

/**
 * `npm run openapi`: writes the routes' OpenAPI document to docs/openapi.json, the contract
 * clients rely on. A test compares it with the routes, so a change to the API is committed on purpose.
 */
const app = await buildApp(loadConfig(), false);
try {
  await app.ready();
  await writeFile(OPENAPI_FILE, `${JSON.stringify(openApiDocument(app), null, 2)}\n`);
  console.log(`wrote ${OPENAPI_FILE}`);
} finally {
  await app.close();
}
