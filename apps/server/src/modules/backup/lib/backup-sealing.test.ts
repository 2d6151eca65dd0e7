import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, SealBroken, sealedTarget } from './backup-sealing';
import { type BackupTarget, openTarget } from './backup-target';

let dir: string;
let target: BackupTarget;
const key = randomBytes(32);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stringer-sealing-'));
  target = await openTarget({ dir: path.join(dir, 'target') });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sealed = () => sealedTarget(target, key, dir);
async function putAndRead(name: string, bytes: Buffer) {
  const local = path.join(dir, 'plain');
  await writeFile(local, bytes);
  await sealed().putFile(name, local, 'application/octet-stream');
  return buffer((await sealed().read(name)) as Readable);
}

describe('sealing a backup file with BACKUP_KEY', () => {
  it('should open to the same bytes at every size around a chunk, and tell the opened size', async () => {
    for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 3 * CHUNK_BYTES + 7]) {
      const bytes = randomBytes(size);
      const name = `objects/size-${size}`;
      expect((await putAndRead(name, bytes)).equals(bytes), String(size)).toBe(true);
      expect(await sealed().sizeOf(name)).toBe(size);
      expect((await stat(path.join(dir, 'target', name))).size).toBeGreaterThan(size);
    }
  });

  it('should refuse a file cut at a chunk boundary, altered, renamed, or opened with another key', async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 10);
    await putAndRead('objects/whole', bytes);
    const stored = await readFile(path.join(dir, 'target', 'objects/whole'));
    const header = stored.length - (2 * CHUNK_BYTES + 10) - 3 * 16;
    const opening = (name: string, withKey = key) =>
      sealedTarget(target, withKey, dir)
        .read(name)
        .then((s) => buffer(s as Readable));

    await target.put('objects/cut', stored.subarray(0, header + 2 * (CHUNK_BYTES + 16)), 'x');
    await expect(opening('objects/cut')).rejects.toThrow(SealBroken);
    const altered = Buffer.from(stored);
    altered[header + 5] = (altered[header + 5] as number) ^ 1;
    await target.put('objects/altered', altered, 'x');
    await expect(opening('objects/altered')).rejects.toThrow(/does not open with BACKUP_KEY/);
    await target.put('objects/renamed', stored, 'x');
    await expect(opening('objects/renamed')).rejects.toThrow(SealBroken);
    await expect(opening('objects/whole', randomBytes(32))).rejects.toThrow(SealBroken);
    expect((await opening('objects/whole')).equals(bytes)).toBe(true);
  });

  it('should seal what is put from memory too (a tus record), and copy it back opened', async () => {
    const record = Buffer.from(JSON.stringify({ id: 'u1', size: 10 }));
    await sealed().put('backups/s/uploads/u1.json', record, 'application/json');
    expect((await readFile(path.join(dir, 'target', 'backups/s/uploads/u1.json'))).includes(record)).toBe(false);
    await sealed().copyToLocal('backups/s/uploads/u1.json', path.join(dir, 'back.json'));
    expect((await readFile(path.join(dir, 'back.json'))).equals(record)).toBe(true);
  });
});
