import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('the API viewer at /docs, loaded on first use', () => {
  it('should serve the page, its assets and the document', async () => {
    const page = await t.app.inject('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');

    const script = await t.app.inject('/docs/static/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(Number(script.headers['content-length'])).toBe(script.rawPayload.length);

    const doc = await t.app.inject('/docs/json');
    expect(doc.json()).toEqual(JSON.parse(JSON.stringify(t.app.swagger())));
    expect((await t.app.inject({ method: 'HEAD', url: '/docs/static/swagger-ui.css' })).statusCode).toBe(200);
    const missing = await t.app.inject('/docs/static/nothing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msgKey: 'errors.routeNotExist' });
  });
});
