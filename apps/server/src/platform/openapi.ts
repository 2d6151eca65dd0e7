import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import { apiErrorBody } from '@stringer/shared/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    // Named schemas (the JSON a draft holds, the error envelope) become components.
    transformObject: jsonSchemaTransformObject,
  });
  registerDocsUi(app, '/docs');
}

/** A response of bytes, not JSON (a picture, a file's content): documented by its media types. */
export function binary(description: string, ...mediaTypes: string[]) {
  // OpenAPI names bytes a binary string; the handler sends a Buffer or a stream, never serialized.
  const bytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer | Readable>;
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: bytes }])) };
}

/** A response that is all headers (tus): the status and its description. */
export const headersOnly = (description: string) => z.undefined().describe(description);

/**
 * Every route registered after this declares its responses, so the OpenAPI document and the
 * serializer both hold the whole contract (plugins' own routes, such as /docs, come before it).
 * Refusals are the one envelope everywhere, so it is declared here for all of them.
 */
export function requireResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no response`);
    response['4xx'] ??= refusal;
    response['5xx'] ??= refusal;
  });
}

const refusal = apiErrorBody.meta({
  id: 'ApiError',
  description: 'Refused: code is the HTTP status, msgKey a translation key',
});

/** The checked-in contract: `npm run openapi` writes it, `openapi.test.ts` compares the routes with it. */
export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

/** The document as checked in: the same whatever the configuration (the dev mailbox is hidden). */
export const openApiDocument = (app: FastifyInstance) => app.swagger() as OpenApiDocument;

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}
