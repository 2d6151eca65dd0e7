import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app';
import { loadConfigOrExit } from '../config';
import { OPENAPI_FILE, openApiDocument } from '../platform/openapi';
import { WEB_API_TYPES_FILE, webApiTypes } from '../platform/web-api-types';

/**
 * `npm run openapi`: writes the routes' OpenAPI document to docs/openapi.json, the contract
 * clients rely on. A test compares it with the routes, so a change to the API is committed on purpose.
 */
const app = await buildApp(loadConfigOrExit(), false);
try {
  await app.ready();
  const document = openApiDocument(app);
  await writeFile(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
  await writeFile(WEB_API_TYPES_FILE, await webApiTypes(document));
  console.log(`wrote ${OPENAPI_FILE} and ${WEB_API_TYPES_FILE}`);
} finally {
  await app.close();
}
