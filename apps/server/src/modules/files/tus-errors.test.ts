import { symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newCreator } from '@stringer/test-support/accounts';
import { makeJpeg } from '@stringer/test-support/media';
import { refusedSend } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every refusal or failure of an upload answers the API's envelope (JSON, a translation key, the
 * body code equal to the status) with the tus version header tus-js-client reads, never tus's
 * plain text or a raw system message.
 */

let t: TestApp;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = (await newCreator(t.app)).token;
});
afterAll(() => t.close());

const meta = (kind: string, filename: string) =>
  `kind ${Buffer.from(kind).toString('base64')},filename ${Buffer.from(filename).toString('base64')}`;

function tus(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return fetch(`${base}${url}`, {
    method,
    headers: { 'stringer-token': token, 'tus-resumable': '1.0.0', ...headers },
    body,
  });
}

async function expectEnvelope(res: Response, status: number, msgKey: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('tus-resumable')).toBe('1.0.0');
  expect(JSON.parse(text)).toMatchObject({ code: status, msgKey });
  // tus's own answers too: the id that finds the request's log lines.
  expect(JSON.parse(text).requestId).toMatch(/^[0-9a-f-]{36}$/);
  return text;
}

const create = (length: string | undefined, kind = 'cover', filename = 'c.jpg') =>
  tus('/web/files', 'POST', {
    ...(length === undefined ? {} : { 'upload-length': length }),
    'upload-metadata': meta(kind, filename),
  });

const countFiles = async () => (await t.sql.query('SELECT count(*)::int AS n FROM files')).rows[0].n as number;

describe('Upload-Length', () => {
  it.each([
    ['1e30', 400, 'errors.uploadLength'],
    ['-5', 400, 'errors.uploadLength'],
    ['12abc', 400, 'errors.uploadLength'],
    ['', 400, 'errors.uploadLength'],
    [undefined, 400, 'errors.uploadLength'],
    ['0', 400, 'errors.fileEmpty'],
    [`1${'0'.repeat(30)}`, 413, 'errors.fileTooLarge'],
    [String(30 * 1024 ** 3 + 1), 413, 'errors.fileTooLarge'],
  ])('%s: %i %s, nothing stored', async (length, status, key) => {
    const before = await countFiles();
    await expectEnvelope(await create(length, 'video', 'v.mp4'), status, key);
    expect(await countFiles()).toBe(before);
  });

  it('should refuse a deferred length with its key', async () => {
    const res = await tus('/web/files', 'POST', {
      'upload-defer-length': '1',
      'upload-metadata': meta('cover', 'c.jpg'),
    });
    await expectEnvelope(res, 400, 'errors.uploadLength');
  });
});

describe("tus's own refusals", () => {
  it('should answer a request without Tus-Resumable in the envelope', async () => {
    const res = await fetch(`${base}/web/files`, {
      method: 'POST',
      headers: { 'stringer-token': token, 'upload-length': '10', 'upload-metadata': meta('cover', 'c.jpg') },
    });
    await expectEnvelope(res, 412, 'errors.uploadInvalid');
  });

  it('should answer a wrong offset with 409 uploadConflict, and a refused sign-in with the tus header', async () => {
    const created = await create('100');
    expect(created.status).toBe(201);
    const url = created.headers.get('location') as string;
    const patch = await tus(
      url,
      'PATCH',
      { 'upload-offset': '50', 'content-type': 'application/offset+octet-stream' },
      Buffer.alloc(10),
    );
    await expectEnvelope(patch, 409, 'errors.uploadConflict');
    const res = await fetch(`${base}${url}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('tus-resumable')).toBe('1.0.0');
  });

  it('should say so in JSON when the finished bytes are not what the name says', async () => {
    const err = await refusedSend(base, token, Buffer.from('not an image at all'), {
      kind: 'cover',
      filename: 'x.jpg',
    });
    expect(err).toMatchObject({ status: 415, body: { msgKey: 'errors.fileMismatch' } });
  });
});

describe('a full disk', () => {
  it('should answer 507 storageFull in the envelope, never the system message, and keep the upload resumable', async () => {
    const cover = makeJpeg('full.jpg');
    const created = await create(String(cover.length));
    const url = created.headers.get('location') as string;
    const stored = path.join(t.dataDir, 'files', url.split('/').pop() as string);
    // /dev/full answers every write with ENOSPC from the kernel: a real full device, no mock.
    await unlink(stored);
    await symlink('/dev/full', stored);
    const patch = () =>
      tus(url, 'PATCH', { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, cover);
    const text = await expectEnvelope(await patch(), 507, 'errors.storageFull');
    expect(text).not.toMatch(/ENOSPC|no space/i);

    // Room again: the same upload resumes from where the server is and finishes.
    await unlink(stored);
    await writeFile(stored, '');
    const head = await tus(url, 'HEAD', {});
    expect(head.headers.get('upload-offset')).toBe('0');
    expect((await patch()).status).toBe(204);
  });
});
