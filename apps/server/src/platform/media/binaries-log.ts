import type { BaseLogger } from 'pino';
import { binariesWarning, ffmpegPath, resolveBinaries } from './binaries';

/**
 * Names the ffmpeg in use, once at start-up (the system page shows the same): which build made a
 * video is the first question when one fails. Warns about the bundled build, and about one that
 * does not run, which fails every video until it does.
 */
export async function logBinaries(log: Pick<BaseLogger, 'info' | 'warn'>) {
  try {
    const b = await resolveBinaries();
    log.info({ ffmpeg: b.ffmpeg, ffprobe: b.ffprobe, source: b.source }, `media: ${b.ffmpeg} (${b.version})`);
    const warning = binariesWarning(b);
    if (warning) log.warn(warning);
  } catch (err) {
    log.warn({ err }, `media: ${ffmpegPath()} does not run; every video will fail until it does`);
  }
}
