import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { OPENAPI_FILE, type OpenApiDocument, openApiDocument } from './openapi';

const t = useTestApp();

describe('OpenAPI', () => {
  it('should document every call from the route schemas, and serve the viewer at /docs', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/web/custom/mail/code',
        '/web/verification-code/mail',
        '/web/custom/create',
        '/web/account/email/login',
        '/web/account/logout',
        '/web/custom/info',
        '/web/custom/{id}/info',
        '/web/custom/password/reset',
        '/api/area/countries',
        '/api/area/provinces',
        '/api/area/cities',
      ]),
    );
    const login = doc.paths['/web/account/email/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password']);
    expect((await t.app.inject('/docs')).statusCode).toBeLessThan(400);
  });

  it('should match the checked-in docs/openapi.json, so an API change is committed on purpose', async () => {
    const routes = openApiDocument(t.app);
    const committed = JSON.parse(await readFile(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
    const changed = differences(routes, committed);
    expect(changed, `The routes no longer match docs/openapi.json: run npm run openapi and commit. ${changed}`).toEqual(
      [],
    );
  });

  it('should give every operation a success response and say who may call it', () => {
    for (const [url, operations] of Object.entries(openApiDocument(t.app).paths)) {
      for (const [method, op] of Object.entries(operations as Record<string, OperationDoc>)) {
        const where = `${method.toUpperCase()} ${url}`;
        expect(
          Object.keys(op.responses).filter((s) => s.startsWith('2')),
          where,
        ).not.toEqual([]);
        expect(op.responses['4XX'], where).toEqual({
          description: expect.any(String),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        });
        if (op.security) expect(op['x-access'], where).toBeDefined();
      }
    }
  });

  it('should answer an unknown route with "Route does not exist"', async () => {
    const res = await t.app.inject('/web/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: 'Route does not exist', msgKey: 'errors.routeNotExist' });
  });
});

interface OperationDoc {
  responses: Record<string, unknown>;
  security?: unknown[];
  'x-access'?: unknown;
}

/** The operations (and components) that differ, by name, so the failure says where to look. */
function differences(now: OpenApiDocument, committed: OpenApiDocument) {
  const keys = (doc: OpenApiDocument) =>
    new Map([
      ...Object.entries(doc.paths).flatMap(([url, ops]) =>
        Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${url}`, op] as const),
      ),
      ['components', doc.components],
    ]);
  const [a, b] = [keys(now), keys(committed)];
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => !isDeepStrictEqual(a.get(k), b.get(k)));
}
