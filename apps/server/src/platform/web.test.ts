import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/** A built web app as the build leaves it: hashed assets with their compressed copies. */
function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'stringer-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': '<!doctype html><div id="root"></div>'.repeat(50),
    'assets/index-AbC123.js': 'console.log("stringer");\n'.repeat(200),
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  return { dist, files };
}

const { dist, files } = fakeDist();
const t = useTestApp({ WEB_DIST: dist });
const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('web app assets', () => {
  it('should send the brotli copy of a hashed asset, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['assets/index-AbC123.js']);
  });

  it('should send gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/index-AbC123.js']);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-AbC123.js']);
  });

  it('should make the browser ask again for index.html and unhashed files', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/', 'br')).headers['content-encoding']).toBe('br');
  });

  it("should answer a path that is neither a file nor a route with the API's own 404", async () => {
    for (const url of ['/no-such-file.js', '/assets/gone-123.js', '/web/no-such-call', '/../package.json']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ msgKey: 'errors.routeNotExist' });
    }
  });
});
