/** One thumbnail of a storyboard: the span of the video it stands for and its crop of a sprite. */
export interface StoryboardCue {
  start: number;
  end: number;
  /** The sprite image, without the fragment. */
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const TIME = '(?:\\d+:)?\\d{1,2}:\\d{2}\\.\\d{3}';
const TIMING = new RegExp(`^(${TIME})[ \\t]+-->[ \\t]+(${TIME})`);
// Media fragments (W3C): `#xywh=x,y,w,h` or `#xywh=pixel:…`; percentages cannot be cropped to pixels.
const XYWH = /^#xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

/** WebVTT's `hh:mm:ss.ttt` or `mm:ss.ttt`, in seconds. */
export function parseTimestamp(text: string): number {
  return text
    .split(':')
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);
}

function cueOf(block: string, base: string): StoryboardCue | null {
  const lines = block.split('\n');
  // A cue may start with an identifier line before its timing line.
  const at = lines.findIndex((line) => line.includes('-->'));
  const timing = at < 0 ? null : TIMING.exec(lines[at]?.trim() ?? '');
  const payload = lines[at + 1]?.trim();
  if (!timing?.[1] || !timing[2] || !payload) return null;
  let url: URL;
  try {
    url = new URL(payload, base);
  } catch {
    return null;
  }
  const crop = XYWH.exec(url.hash);
  if (!crop) return null;
  url.hash = '';
  const [x, y, w, h] = crop.slice(1).map(Number) as [number, number, number, number];
  return { start: parseTimestamp(timing[1]), end: parseTimestamp(timing[2]), url: url.href, x, y, w, h };
}

/**
 * The cues of a storyboard track (WebVTT whose cue texts are `sprite.jpg#xywh=x,y,w,h`), in time
 * order. Relative sprite URLs resolve against `base`, the track's own URL. Anything else (NOTE,
 * STYLE, malformed cues) is skipped: a thumbnail less is no reason to lose the others.
 */
export function parseStoryboard(vtt: string, base: string): StoryboardCue[] {
  const blocks = vtt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  if (!blocks[0]?.startsWith('WEBVTT')) return [];
  return blocks
    .slice(1)
    .map((block) => cueOf(block, base))
    .filter((cue): cue is StoryboardCue => cue !== null)
    .sort((a, b) => a.start - b.start);
}

/** The cue showing at `seconds` (the last one also at its very end), found by halving: an hour has thousands. */
export function cueAt(cues: StoryboardCue[], seconds: number): StoryboardCue | null {
  let low = 0;
  let high = cues.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const cue = cues[mid] as StoryboardCue;
    if (seconds < cue.start) high = mid - 1;
    else if (seconds >= cue.end && !(mid === cues.length - 1 && seconds === cue.end)) low = mid + 1;
    else return cue;
  }
  return null;
}
