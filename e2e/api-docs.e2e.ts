import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const b = useBrowser();

describe('the API documentation', () => {
  it('renders Swagger UI at /docs under the same strict CSP, with no console error', async () => {
    const page = await b.page(await b.context());
    const res = await page.goto('/docs/');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.swagger-ui .info .title').getByText('Stringer API').waitFor();
    await page.locator('.opblock-summary-path[data-path="/health/ready"]').waitFor();
  });
});
