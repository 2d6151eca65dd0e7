import { probeArgs } from './hardening';
import { ffprobe, limitMs, QUICK_LIMITS } from './run';

/**
 * The tags a file's writer left, as ffprobe reads them: the container's (QuickTime's
 * `com.apple.quicktime.*`, Android's `com.android.*`, `creation_time`, `location`, `encoder`,
 * the brands) and each stream's (`handler_name`, `encoder`, `creation_time`). Staff evidence
 * only: nothing we publish carries them (STRIP_METADATA).
 */
export interface CaptureTags {
  format: Record<string, string>;
  streams: { type: string; tags: Record<string, string> }[];
}

interface RawTags {
  format?: { tags?: Record<string, string> };
  streams?: { codec_type?: string; tags?: Record<string, string> }[];
}

/** ffprobe's tags as CaptureTags (exported for tests of other writers' JSON). */
export function toCaptureTags(raw: RawTags): CaptureTags {
  return {
    format: raw.format?.tags ?? {},
    streams: (raw.streams ?? []).map((s) => ({ type: s.codec_type ?? 'unknown', tags: s.tags ?? {} })),
  };
}

/** The writer's tags of an upload, read through the hardened input options: seconds at most. */
export async function readCaptureTags(src: string, container: string): Promise<CaptureTags> {
  const raw = await ffprobe(
    [...probeArgs(src, container), '-show_entries', 'format_tags:stream=codec_type:stream_tags'],
    { timeoutMs: limitMs(QUICK_LIMITS, 0) },
  );
  return toCaptureTags(raw as RawTags);
}
