import path from 'node:path';
import { ffmpeg, pattern, tone, x264 } from './media';

/**
 * Videos as the verification desk meets them (issue 39), made by ffmpeg: a phone's original with
 * its capture tags, the same re-encoded by an editing program, one stripped as a messaging app
 * sends it, and one of distinct scenes for keyframes.
 */

export interface PhoneTags {
  /** QuickTime's creationdate, with the phone's offset: "2024-05-01T14:03:22+0800". */
  creationDate: string;
  /** ISO 6709: "+31.2304+121.4737+004.000/". */
  location: string;
  make: string;
  model: string;
  software: string;
}

export const IPHONE: PhoneTags = {
  creationDate: '2024-05-01T14:03:22+0800',
  location: '+31.2304+121.4737+004.000/',
  make: 'Apple',
  model: 'iPhone 15 Pro',
  software: '17.4.1',
};

/**
 * An iPhone-like .mov: QuickTime brand, `com.apple.quicktime.*` tags in `mdta` keys
 * (`-movflags use_metadata_tags`), Core Media handler names and the stream encoder an iPhone
 * writes, and no ffmpeg writer tag (`+bitexact`). Three seconds of testsrc2 and a tone.
 */
export function iphoneLike(dir: string, tags: PhoneTags = IPHONE, name = 'IMG_0001.MOV') {
  const out = path.join(dir, name);
  const utc = new Date(Date.parse(tags.creationDate.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))).toISOString();
  ffmpeg(
    ...pattern('320x240', 30, 3),
    ...tone(3),
    ...x264,
    ...['-c:a', 'aac', '-movflags', 'use_metadata_tags', '-fflags', '+bitexact', '-brand', 'qt'],
    ...['-metadata', `com.apple.quicktime.location.ISO6709=${tags.location}`],
    ...['-metadata', `com.apple.quicktime.creationdate=${tags.creationDate}`],
    ...['-metadata', `com.apple.quicktime.make=${tags.make}`],
    ...['-metadata', `com.apple.quicktime.model=${tags.model}`],
    ...['-metadata', `com.apple.quicktime.software=${tags.software}`],
    ...['-metadata', `creation_time=${utc}`],
    ...['-metadata:s:v', 'handler_name=Core Media Video', '-metadata:s:v', 'encoder=H.264'],
    ...['-metadata:s:a', 'handler_name=Core Media Audio'],
    out,
  );
  return out;
}

/** `src` re-encoded by ffmpeg to 720p at another bit rate, as an editing program does: a Lavf writer tag. */
export function lavfReencode(dir: string, src: string, name = 'reencoded.mp4') {
  const out = path.join(dir, name);
  ffmpeg('-i', src, '-vf', 'scale=-2:720', ...x264, '-b:v', '400k', '-c:a', 'aac', out);
  return out;
}

/** A clip with no capture tag, as messaging apps send on: no time, place or device (ffmpeg's handler names stay). */
export function withoutMetadata(dir: string, name = 'chat-video.mp4') {
  const out = path.join(dir, name);
  ffmpeg(...pattern('320x240', 25, 2, 'testsrc'), ...x264, ...['-map_metadata', '-1', '-fflags', '+bitexact'], out);
  return out;
}

/** Three scenes of two seconds (test pattern, colour bars, a fractal): three keyframes. */
export function threeScenes(dir: string, name = 'scenes.mp4') {
  const out = path.join(dir, name);
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'smptebars=size=320x240:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'mandelbrot=size=320x240:rate=25'],
    ...['-filter_complex', '[2]trim=duration=2[m];[0][1][m]concat=n=3'],
    ...x264,
    out,
  );
  return out;
}
