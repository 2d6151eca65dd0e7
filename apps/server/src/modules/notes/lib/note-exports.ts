import type { NoteBox, NoteExportFormat } from '@stringer/shared/schemas/notes';
import {
  type FrameRate,
  frameAtMs,
  parseTimecode,
  rateOf,
  type TimecodeRate,
  timecode,
} from '@stringer/shared/timecode';
import { toCsv } from '../../../platform/csv';
import { type Language, translate } from '../../../platform/i18n';
import { xmlChars, xmlText } from '../../../platform/xml';

/** One note as an editing suite takes it. */
export interface ExportedNote {
  atMs: number;
  endMs: number | null;
  text: string;
  author: string;
  answer: string | null;
  done: boolean;
  /** The part of the frame the note points at, fractions of it. */
  box: NoteBox | null;
}

/** One video's notes: the file is per video, at that video's frame rate (decision 0055). */
export interface ExportInput {
  /** The video's file name, for titles and the FCPXML asset. */
  name: string;
  /** The video's exact rate (ffprobe's "30000/1001"), which the renditions keep (0040). */
  rate: FrameRate;
  durationMs: number;
  notes: ExportedNote[];
  /** The language of every word the file adds to the notes (headers, "drop-frame", "Answer:"). */
  language: Language;
}

/** The file's own words in its language (`notes.export.*`). */
const wordsIn = (language: Language) => (key: string, params?: Record<string, string | number>) =>
  translate(language, `notes.export.${key}`, params);
type Words = ReturnType<typeof wordsIn>;

const rateLabel = (rate: TimecodeRate, w: Words) =>
  w(rate.drop ? 'drop' : 'nonDrop', { fps: Number(rate.fps.toFixed(3)) });

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/** A box in words: where it starts and how big it is, in percent of the frame. */
const boxLabel = (box: NoteBox | null, w: Words) =>
  box ? w('boxValue', { x: percent(box.x), y: percent(box.y), w: percent(box.w), h: percent(box.h) }) : '';

/** Where a note starts and ends in frames: a note without an out point lasts one frame. */
function span(n: ExportedNote, rate: FrameRate) {
  const start = frameAtMs(n.atMs, rate);
  return { start, end: Math.max(start + 1, n.endMs === null ? 0 : frameAtMs(n.endMs, rate)) };
}

/** CSV: one row per note, its timecodes and frame numbers, the rate said on every row. */
function csv({ rate: exact, notes, language }: ExportInput) {
  const rate = rateOf(exact);
  const w = wordsIn(language);
  const columns = ['timecode', 'out', 'frame', 'milliseconds', 'frameRate', 'note', 'box', 'author', 'answer', 'done'];
  const header = columns.map((c) => w(c));
  const rows = notes.map((n) => {
    const { start } = span(n, exact);
    const out = n.endMs === null ? '' : timecode(frameAtMs(n.endMs, exact), rate);
    return [
      timecode(start, rate),
      out,
      start,
      n.atMs,
      rateLabel(rate, w),
      n.text,
      boxLabel(n.box, w),
      n.author,
      n.answer,
      w(n.done ? 'yes' : 'no'),
    ];
  });
  return toCsv([header, ...rows]);
}

/**
 * Resolve's marker line takes no line breaks and uses `|` between its fields: both become spaces
 * or slashes, and the whole note (with author and answer) is the marker's name.
 */
const edlText = (text: string) => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');

/**
 * Resolve places an EDL's record times on the timeline's own timecode, which starts at 01:00:00:00
 * unless changed: the record side starts there, the source side at the clip's 00:00:00:00.
 */
const RECORD_START = '01:00:00:00';

/**
 * A CMX 3600 list of one-frame events, each with Resolve's marker comment
 * (`|C:colour |M:name |D:duration`): Timeline → Import → Timeline Markers from EDL.
 */
function edl({ name, rate: exact, notes, language }: ExportInput) {
  const rate = rateOf(exact);
  const w = wordsIn(language);
  const offset = parseTimecode(RECORD_START, rate) as number;
  const lines = [`TITLE: ${edlText(name)}`, `FCM: ${rate.drop ? 'DROP FRAME' : 'NON-DROP FRAME'}`, ''];
  notes.forEach((n, i) => {
    const { start, end } = span(n, exact);
    const tc = (f: number) => timecode(f, rate);
    const event = String(i + 1).padStart(3, '0');
    lines.push(
      `${event}  001      V     C        ${tc(start)} ${tc(start + 1)} ${tc(offset + start)} ${tc(offset + start + 1)}  `,
      ` |C:${n.done ? 'ResolveColorGreen' : 'ResolveColorBlue'} |M:${edlText(noteLine(n, w))} |D:${end - start}`,
      '',
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}

const answerLine = (n: ExportedNote, w: Words) => (n.answer ? w('answerLine', { answer: n.answer }) : '');

const noteLine = (n: ExportedNote, w: Words) => [n.text, `(${n.author})`, answerLine(n, w)].filter(Boolean).join(' ');

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** FCPXML's rational seconds, frames × a frame's duration (den/num s, 1001/30000 at 29.97) as `n/d s`. */
function rational(rate: FrameRate) {
  return (frames: number) => {
    if (frames === 0) return '0s';
    const g = gcd(frames * rate.den, rate.num);
    return `${(frames * rate.den) / g}/${rate.num / g}s`;
  };
}

/**
 * FCPXML 1.9 (valid against Apple's DTD, which Final Cut Pro checks an import against): one asset
 * clip of the video on a sequence, each note a marker on it (its value the note, its `note` the
 * author and answer, `completed` whether it is done); `tcFormat` says DF or NDF. The asset's
 * media-rep, which the DTD requires, names the file beside the export: FCP asks where it is.
 */
function fcpxml({ name, rate: exact, durationMs, notes, language }: ExportInput) {
  const rate = rateOf(exact);
  const w = wordsIn(language);
  const t = rational(exact);
  const total = Math.max(1, frameAtMs(durationMs, exact));
  const tcFormat = rate.drop ? 'DF' : 'NDF';
  const markers = notes.map((n) => {
    const { start, end } = span(n, exact);
    const note = [n.author, answerLine(n, w)].filter(Boolean).join(' — ');
    return `            <marker start="${t(start)}" duration="${t(end - start)}" value="${xmlText(n.text)}" completed="${n.done ? 1 : 0}" note="${xmlText(note)}"/>`;
  });
  const file = xmlText(name);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    '<fcpxml version="1.9">',
    '  <resources>',
    `    <format id="r1" frameDuration="${t(1)}" name="FFVideoFormatRateUndefined"/>`,
    `    <asset id="r2" name="${file}" start="0s" duration="${t(total)}" hasVideo="1" format="r1">`,
    `      <media-rep kind="original-media" src="${xmlText(encodeURIComponent(xmlChars(name)))}" suggestedFilename="${file}"/>`,
    '    </asset>',
    '  </resources>',
    '  <library>',
    `    <event name="${xmlText(w('event'))}">`,
    `      <project name="${file}">`,
    `        <sequence format="r1" duration="${t(total)}" tcStart="0s" tcFormat="${tcFormat}">`,
    '          <spine>',
    `          <asset-clip ref="r2" name="${file}" offset="0s" start="0s" duration="${t(total)}" tcFormat="${tcFormat}">`,
    ...markers,
    '          </asset-clip>',
    '          </spine>',
    '        </sequence>',
    '      </project>',
    '    </event>',
    '  </library>',
    '</fcpxml>',
    '',
  ].join('\n');
}

/** xmeml's `<rate>`: whole frames per second, and NTSC for the n × 1000/1001 rates. */
function xmemlRate(rate: TimecodeRate) {
  const ntsc = rate.exact.den === 1001;
  return `<rate><timebase>${rate.base}</timebase><ntsc>${ntsc ? 'TRUE' : 'FALSE'}</ntsc></rate>`;
}

/**
 * FCP 7 XML (xmeml 4), which Premiere Pro imports (File → Import) where it does not read FCPXML:
 * a sequence holding the video as one clip, each note a sequence marker whose in and out are
 * frames at the video's rate (out -1 for a single frame), its name the author and its comment the
 * note (then the answer, and "Done"). The clip's file has only its name: Premiere asks where it is.
 */
function xmeml({ name, rate: exact, durationMs, notes, language }: ExportInput) {
  const rate = rateOf(exact);
  const w = wordsIn(language);
  const r = xmemlRate(rate);
  const total = Math.max(1, frameAtMs(durationMs, exact));
  const markers = notes.flatMap((n) => {
    const { start, end } = span(n, exact);
    const comment = [n.text, answerLine(n, w), n.done ? w('done') : ''].filter(Boolean).join('\n');
    return [
      '    <marker>',
      `      <name>${xmlText(n.author)}</name>`,
      `      <comment>${xmlText(comment)}</comment>`,
      `      <in>${start}</in>`,
      `      <out>${n.endMs === null ? -1 : end}</out>`,
      '    </marker>',
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '  <sequence id="sequence-1">',
    `    <name>${xmlText(name)}</name>`,
    `    <duration>${total}</duration>`,
    `    ${r}`,
    '    <timecode>',
    `      ${r}`,
    `      <string>${timecode(0, rate)}</string>`,
    '      <frame>0</frame>',
    `      <displayformat>${rate.drop ? 'DF' : 'NDF'}</displayformat>`,
    '    </timecode>',
    '    <media>',
    '      <video>',
    '        <track>',
    '          <clipitem id="clipitem-1">',
    `            <name>${xmlText(name)}</name>`,
    `            <duration>${total}</duration>`,
    `            ${r}`,
    `            <start>0</start><end>${total}</end><in>0</in><out>${total}</out>`,
    '            <file id="file-1">',
    `              <name>${xmlText(name)}</name>`,
    `              <pathurl>${xmlText(encodeURIComponent(xmlChars(name)))}</pathurl>`,
    `              ${r}`,
    `              <duration>${total}</duration>`,
    '              <media><video/></media>',
    '            </file>',
    '          </clipitem>',
    '        </track>',
    '      </video>',
    '    </media>',
    ...markers,
    '  </sequence>',
    '</xmeml>',
    '',
  ].join('\n');
}

const WRITERS: Record<NoteExportFormat, { write(input: ExportInput): string; type: string; ext: string }> = {
  csv: { write: csv, type: 'text/csv; charset=utf-8', ext: 'csv' },
  edl: { write: edl, type: 'text/plain; charset=utf-8', ext: 'edl' },
  fcpxml: { write: fcpxml, type: 'application/xml; charset=utf-8', ext: 'fcpxml' },
  xmeml: { write: xmeml, type: 'application/xml; charset=utf-8', ext: 'xml' },
};

/** The file for one video's notes: its body, type and a download name. */
export function exportNotes(format: NoteExportFormat, input: ExportInput) {
  const w = WRITERS[format];
  const base = input.name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'video';
  return { body: w.write(input), type: w.type, filename: `${base}-notes.${w.ext}` };
}
