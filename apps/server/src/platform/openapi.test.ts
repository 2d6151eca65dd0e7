import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

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

  it('should answer an unknown route with "Route does not exist"', async () => {
    const res = await t.app.inject('/web/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: 'Route does not exist', msgKey: 'errors.routeNotExist' });
  });
});
