import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes through a hidden temporary name beside `outFile` and renames it into place when `write`
 * succeeds (same directory, so the rename is atomic): a reader never sees half a file, and a
 * failed or killed job leaves nothing behind.
 */
export async function writeFileAtomically<T>(outFile: string, write: (tmp: string) => Promise<T>): Promise<T> {
  const tmp = path.join(path.dirname(outFile), `.${path.basename(outFile)}.${randomUUID()}.partial`);
  try {
    const result = await write(tmp);
    await fs.rename(tmp, outFile);
    return result;
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * The same for a directory (HLS, storyboards): filled beside `outDir`, then renamed into place.
 * An existing `outDir` (a re-run) is moved aside first and removed after: the old set stays whole
 * until the new one replaces it, with only a moment between the two renames without either.
 */
export async function writeDirAtomically<T>(outDir: string, write: (tmpDir: string) => Promise<T>): Promise<T> {
  const parent = path.dirname(outDir);
  const tmp = path.join(parent, `.${path.basename(outDir)}.${randomUUID()}.partial`);
  const old = `${tmp}.old`;
  await fs.mkdir(tmp, { recursive: true });
  try {
    const result = await write(tmp);
    const existed = await fs.rename(outDir, old).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
    await fs.rename(tmp, outDir);
    if (existed) await fs.rm(old, { recursive: true, force: true });
    return result;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
