import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ffmpeg, fixtureDir, tone } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { ffprobePath } from '.';
import { topLevelBoxes } from './bmff';
import { samplesSpan } from './sample-table';

const dir = fixtureDir();

/**
 * 24 s at 25 fps with a keyframe every 5 s and B-frames (so an edit list shifts the picture), AAC
 * sound, the index last as a camera writes it.
 */
function camera(name: string, codec: string[]) {
  const out = path.join(dir, name);
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=24'],
    ...tone(24),
    ...codec,
    ...['-c:a', 'aac', '-shortest', out],
  );
  return out;
}

interface Packet {
  stream_index: number;
  pts_time: string;
  pos: string;
  size: string;
  flags: string;
}

/** Every packet as ffprobe reads it: its stream, time, place in the file and whether it is a keyframe. */
const packetsOf = (file: string) =>
  (
    JSON.parse(
      execFileSync(ffprobePath(), [
        ...['-v', 'error', '-show_entries', 'packet=stream_index,pts_time,pos,size,flags', '-of', 'json', file],
      ]).toString(),
    ) as { packets: Packet[] }
  ).packets.map((p) => ({
    stream: p.stream_index,
    at: Number(p.pts_time),
    pos: Number(p.pos),
    end: Number(p.pos) + Number(p.size),
    key: p.flags.startsWith('K'),
  }));

async function moovOf(file: string) {
  const bytes = readFileSync(file);
  const boxes = await topLevelBoxes(bytes.length, async (o, l) => bytes.subarray(o, o + l));
  const moov = boxes?.find((b) => b.type === 'moov');
  if (!moov) throw new Error('no moov');
  return bytes.subarray(moov.offset, moov.offset + moov.size);
}

describe("a stretch of time's bytes, from the index's sample tables (decision 0080)", () => {
  const codecs: [string, string[]][] = [
    ['H.264 .mp4', ['-c:v', 'libx264', '-preset', 'veryfast', '-bf', '2', '-g', '125', '-pix_fmt', 'yuv420p']],
    [
      'HEVC .mov',
      ['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error:keyint=125', '-tag:v', 'hvc1'],
    ],
  ];
  it.each(codecs)(
    'holds every packet ffprobe reads from the keyframe before the start to the end (%s)',
    async (name, codec) => {
      const file = camera(`clip${name.endsWith('.mov') ? '.mov' : '.mp4'}`, codec);
      const packets = packetsOf(file);
      const [fromS, toS] = [12, 15];
      // ffmpeg seeks the picture to its keyframe at or before the start, and the sound to the same time.
      const video = packets.filter((p) => p.stream === 0);
      const keyframe = video.filter((p) => p.key && p.at <= fromS).at(-1);
      if (!keyframe) throw new Error('no keyframe');
      expect(keyframe.at).toBe(10);
      const needed = packets.filter((p) => p.at >= keyframe.at && p.at <= toS);
      const span = samplesSpan(await moovOf(file), fromS, toS);
      if (!span) throw new Error('no span');
      expect(span.start).toBeLessThanOrEqual(Math.min(...needed.map((p) => p.pos)));
      expect(span.end).toBeGreaterThanOrEqual(Math.max(...needed.map((p) => p.end)));
      // And not much more: the sound from a second before the keyframe (where a seek may start
      // it), nothing earlier and nothing a second after the end.
      const outside = packets.filter((p) => p.at < keyframe.at - 1.5 || p.at > toS + 1);
      expect(outside.filter((p) => p.pos >= span.start && p.end <= span.end)).toEqual([]);
      expect(span.end - span.start).toBeLessThan(statSync(file).size / 2);
    },
  );

  it('says nothing for a fragmented file, whose index holds no samples', async () => {
    const file = path.join(dir, 'fragmented.mp4');
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', 'frag_keyframe+empty_moov', file],
    );
    expect(samplesSpan(await moovOf(file), 1, 2)).toBeNull();
  });
});
