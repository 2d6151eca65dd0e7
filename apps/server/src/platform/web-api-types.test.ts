import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from './openapi';
import { WEB_API_TYPES_FILE, webApiTypes } from './web-api-types';

describe('the web app types of the API', () => {
  it('should be generated from the checked-in docs/openapi.json, so the web calls what the server serves', async () => {
    const document = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    const committed = await readFile(WEB_API_TYPES_FILE, 'utf8');
    // Not toEqual: a 380 kB diff says less than the command that fixes it.
    expect(
      committed === (await webApiTypes(document)),
      'apps/web/src/lib/openapi.d.ts is stale: run npm run openapi',
    ).toBe(true);
  });
});
