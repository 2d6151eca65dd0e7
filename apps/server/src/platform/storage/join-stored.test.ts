import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureDir } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { joinStored } from './join-stored';
import { createLocalStore } from './local';

describe('joinStored', () => {
  it('should write the stored objects one after another into the target, whatever their sizes, and leave no scratch file', async () => {
    const dir = fixtureDir();
    const store = await createLocalStore(path.join(dir, 'data'), 60_000);
    // Larger than the buffer (1 MiB) and not a multiple of it, empty, small: each read's end is kept.
    const parts = [randomBytes(2.5 * 1024 * 1024), Buffer.alloc(0), randomBytes(1000), randomBytes(1024 * 1024)];
    const keys = parts.map((_, i) => `renditions/f1/stream/seg-${i}.m4s`);
    for (const [i, bytes] of parts.entries()) await store.put(keys[i] as string, bytes, 'video/iso.segment');
    const target = path.join(dir, 'piece.mp4');
    const scratch = path.join(dir, 'segment');

    await joinStored(store, keys, target, scratch);

    expect(readFileSync(target).equals(Buffer.concat(parts))).toBe(true);
    expect(existsSync(scratch)).toBe(false);
  });

  it('should fail when an object is missing, and leave no scratch file', async () => {
    const dir = fixtureDir();
    const store = await createLocalStore(path.join(dir, 'data'), 60_000);
    await store.put('renditions/f1/stream/seg-0.m4s', randomBytes(100), 'video/iso.segment');
    const scratch = path.join(dir, 'segment');

    await expect(
      joinStored(
        store,
        ['renditions/f1/stream/seg-0.m4s', 'renditions/f1/stream/seg-1.m4s'],
        path.join(dir, 'p.mp4'),
        scratch,
      ),
    ).rejects.toThrow(/ENOENT/);
    expect(existsSync(scratch)).toBe(false);
  });
});
