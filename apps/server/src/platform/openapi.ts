import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerDocsUi } from './docs-ui';

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stringer API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'stringer-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  registerDocsUi(app, '/docs');
}
