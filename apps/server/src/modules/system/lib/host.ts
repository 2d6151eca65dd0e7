import { statfs } from 'node:fs/promises';
import { LIMITS } from '@stringer/shared/constants';
import type { SystemDisk, SystemFfmpeg } from '@stringer/shared/schemas/system';
import { locate, resolveBinaries } from '../../../platform/media';

/** The fraction of the disk below which free space is low, however large the disk. */
const LOW_FRACTION = 0.1;

/**
 * The free space of the disk DATA_DIR is on, as this process may use it (root's reserve left
 * out). Low below a tenth of the disk or one largest upload allowed, whichever is more: the next
 * such upload would fail, and PostgreSQL stops writing when the disk fills.
 */
export async function diskOf(dataDir: string): Promise<SystemDisk | null> {
  try {
    const fs = await statfs(dataDir);
    const freeBytes = fs.bavail * fs.bsize;
    const totalBytes = fs.blocks * fs.bsize;
    const lowBelowBytes = Math.max(LIMITS.videoMaxBytes, Math.round(totalBytes * LOW_FRACTION));
    return { path: dataDir, freeBytes, totalBytes, lowBelowBytes, low: freeBytes < lowBelowBytes };
  } catch {
    return null;
  }
}

/** The ffmpeg this instance runs, its version from the first line of `ffmpeg -version` (run once, then kept). */
export async function ffmpegInUse(): Promise<SystemFfmpeg> {
  return resolveBinaries().then(
    (b) => ({ path: b.ffmpeg, version: b.version, source: b.source }),
    // Where it would be, by the same rules: the operator sees which path does not run.
    () => {
      const { ffmpeg, source } = locate();
      return { path: ffmpeg, version: null, source };
    },
  );
}
