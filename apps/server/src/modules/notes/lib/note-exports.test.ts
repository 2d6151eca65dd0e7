import { frameAtMs, frameRateOf, parseTimecode, rateOf, timecode } from '@stringer/shared/timecode';
import { allOf, childText, fcpxmlDtdErrors, hasXmllint, parseXml, xmllintErrors } from '@stringer/test-support/xml';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { type ExportedNote, type ExportInput, exportNotes } from './note-exports';

const notes: ExportedNote[] = [
  { atMs: 42_280, endMs: null, text: 'Horizon tilts', author: 'Ann Lee', answer: null, done: false, box: null },
  {
    atMs: 61_000,
    endMs: 64_500,
    text: 'Cut | this, "loud"\nsection',
    author: 'Bo',
    answer: 'Re-shot',
    done: true,
    box: { x: 0.1, y: 0.25, w: 0.5, h: 0.125 },
  },
  { atMs: 600_100, endMs: null, text: '=SUM(A1) <b>', author: 'Ann Lee', answer: null, done: false, box: null },
];
const input = (fps: number): ExportInput => ({
  name: 'street scene.mp4',
  rate: frameRateOf(fps),
  durationMs: 700_000,
  notes,
  language: 'en',
});

/** xmllint where it is installed, and always on CI (.ci/run installs it). */
const withXmllint = hasXmllint || process.env.CI === 'true';

/** The source-in timecodes and marker comments of an EDL, as Resolve reads them. */
function parseEdl(text: string) {
  const lines = text.split('\r\n');
  const events = lines.flatMap((line, i) => {
    const m = /^\d{3}\s+\S+\s+V\s+C\s+(\S+) (\S+) (\S+) (\S+)\s*$/.exec(line);
    const comment = /^ \|C:(\w+) \|M:(.*) \|D:(\d+)$/.exec(lines[i + 1] ?? '');
    return m && comment
      ? [{ sourceIn: m[1], recordIn: m[3], colour: comment[1], name: comment[2], frames: Number(comment[3]) }]
      : [];
  });
  return { fcm: lines[1], events };
}

describe('note exports', () => {
  it.each([25, 30000 / 1001, 24, 24000 / 1001, 60000 / 1001])(
    "should write an EDL whose markers read back at the notes' frames (%s fps)",
    (fps) => {
      const rate = rateOf(fps);
      const { body, filename } = exportNotes('edl', input(fps));
      const edl = parseEdl(body);
      expect(filename).toBe('street_scene-notes.edl');
      expect(edl.fcm).toBe(rate.drop ? 'FCM: DROP FRAME' : 'FCM: NON-DROP FRAME');
      expect(edl.events).toHaveLength(3);
      edl.events.forEach((e, i) => {
        const n = notes[i] as (typeof notes)[number];
        expect(parseTimecode(e.sourceIn as string, rate)).toBe(frameAtMs(n.atMs, fps));
        expect(e.sourceIn).toBe(timecode(frameAtMs(n.atMs, fps), rate));
        // Record times sit on a timeline that starts at 01:00:00:00 (not an hour of real time at 23.976).
        const hour = parseTimecode('01:00:00:00', rate) as number;
        expect(parseTimecode(e.recordIn as string, rate)).toBe(hour + frameAtMs(n.atMs, fps));
        expect(e.sourceIn?.includes(';')).toBe(rate.drop);
      });
      expect(edl.events[1]).toMatchObject({
        colour: 'ResolveColorGreen',
        frames: frameAtMs(64_500, fps) - frameAtMs(61_000, fps),
      });
      expect(edl.events[1]?.name).toBe('Cut / this, "loud" section (Bo) Answer: Re-shot');
      expect(edl.events[0]?.frames).toBe(1);
    },
  );

  it('should write a CSV a spreadsheet reads, with the rate said and formulas defused', () => {
    const { body, type } = exportNotes('csv', input(30000 / 1001));
    expect(type).toBe('text/csv; charset=utf-8');
    const rows = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Timecode,Out,Frame,Milliseconds,Frame rate,Note,Box,Author,Answer,Done');
    expect(rows[1]).toBe(
      `00:00:42;07,,${frameAtMs(42_280, 30000 / 1001)},42280,29.97 fps drop-frame,Horizon tilts,,Ann Lee,,no`,
    );
    expect(body).toContain('"Cut | this, ""loud""\nsection","left 10%, top 25%, 50% wide, 12.5% high",Bo,Re-shot,yes');
    expect(body).toContain(`'=SUM(A1) <b>`);
  });

  it('should write every word of its own in Chinese for a Chinese reader, in every format', () => {
    const zh = { ...input(30000 / 1001), language: 'zh' as const };
    const csv = exportNotes('csv', zh)
      .body.replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('时间码,出点,帧,毫秒,帧率,批注,框选区域,作者,回复,已完成');
    expect(csv[1]).toContain('29.97 fps 丢帧,Horizon tilts,,Ann Lee,,否');
    expect(exportNotes('csv', zh).body).toContain(',左 10%，上 25%，宽 50%，高 12.5%,Bo,Re-shot,是');
    expect(exportNotes('csv', { ...zh, rate: frameRateOf(25) }).body).toContain('25 fps 不丢帧');
    expect(exportNotes('edl', zh).body).toContain('(Bo) 回复：Re-shot');
    const fcp = parseXml(exportNotes('fcpxml', zh).body);
    expect(allOf(fcp, 'event')[0]?.attrs.name).toBe('Stringer 审核批注');
    expect(allOf(fcp, 'marker')[1]?.attrs.note).toBe('Bo — 回复：Re-shot');
    const premiere = allOf(parseXml(exportNotes('xmeml', zh).body), 'marker')[1];
    expect(premiere && childText(premiere, 'comment')).toBe('Cut | this, "loud"\nsection\n回复：Re-shot\n已完成');
    // Nothing English is left of the file's own words.
    for (const format of ['csv', 'edl', 'fcpxml', 'xmeml'] as const) {
      expect(exportNotes(format, zh).body, format).not.toMatch(/drop-frame|Answer|Done|\bno\b|\byes\b|review notes/);
    }
  });

  it.each([25, 30000 / 1001])("should write FCPXML markers at each note's frame in rational time (%s fps)", (fps) => {
    const rate = rateOf(fps);
    const doc = parseDocument(exportNotes('fcpxml', input(fps)).body, { xmlMode: true });
    const all = (name: string) => {
      const found: { attribs: Record<string, string> }[] = [];
      const walk = (n: { children?: unknown[]; name?: string; attribs?: Record<string, string> }) => {
        if (n.name === name) found.push(n as { attribs: Record<string, string> });
        for (const c of n.children ?? []) walk(c as typeof n);
      };
      walk(doc as unknown as Parameters<typeof walk>[0]);
      return found;
    };
    const seconds = (r: string) => {
      const [n, d = '1'] = r.replace(/s$/, '').split('/');
      return Number(n) / Number(d);
    };
    const [format] = all('format');
    expect(seconds(format?.attribs.frameDuration as string) * rate.fps).toBeCloseTo(1, 9);
    expect(all('sequence')[0]?.attribs.tcFormat).toBe(rate.drop ? 'DF' : 'NDF');
    const markers = all('marker');
    expect(markers.map((m) => Math.round(seconds(m.attribs.start as string) * rate.fps))).toEqual(
      notes.map((n) => frameAtMs(n.atMs, fps)),
    );
    expect(markers[2]?.attribs.value).toBe('=SUM(A1) <b>');
    expect(markers[1]?.attribs).toMatchObject({ note: 'Bo — Answer: Re-shot', completed: '1' });
    expect(markers[0]?.attribs.completed).toBe('0');
  });

  /** Several notes: one at 0, a range, Chinese text and names, one done with an answer. */
  const everyKind: ExportedNote[] = [
    { atMs: 0, endMs: null, text: '开场黑场太长', author: '李安', answer: null, done: false, box: null },
    {
      atMs: 1001,
      endMs: 10_010,
      text: '这一段抖动',
      author: 'Ann Lee',
      answer: '已重拍',
      done: true,
      box: { x: 0, y: 0, w: 1, h: 0.5 },
    },
    {
      atMs: 60_060,
      endMs: null,
      text: 'Horizon tilts & "dips"',
      author: '编辑部',
      answer: null,
      done: false,
      box: null,
    },
  ];

  it.skipIf(!withXmllint).each(['30000/1001', '25/1', '24000/1001'])(
    "should write FCPXML that Apple's DTD of the version it declares finds valid (%s fps)",
    (rate) => {
      const body = exportNotes('fcpxml', {
        name: '夜市 take 1.mov',
        rate: frameRateOf(rate),
        durationMs: 90_000,
        notes: everyKind,
        language: 'zh',
      }).body;
      expect(body).toContain('<fcpxml version="1.9">');
      expect(fcpxmlDtdErrors(body)).toBe('');
      // The DTD is what holds the export: the asset without its media-rep is refused.
      expect(fcpxmlDtdErrors(body.replace(/<media-rep[^>]*\/>/, ''))).toContain('media-rep');
      const root = parseXml(body);
      const seconds = (r: string) => {
        const [n, d = '1'] = r.replace(/s$/, '').split('/');
        return Number(n) / Number(d);
      };
      const exact = frameRateOf(rate);
      const frames = (r: string) => Math.round((seconds(r) * exact.num) / exact.den);
      expect(
        allOf(root, 'marker').map((m) => [frames(m.attrs.start as string), frames(m.attrs.duration as string)]),
      ).toEqual(
        everyKind.map((n) => {
          const start = frameAtMs(n.atMs, exact);
          return [start, n.endMs === null ? 1 : frameAtMs(n.endMs, exact) - start];
        }),
      );
      expect(allOf(root, 'marker').map((m) => m.attrs.value)).toEqual(everyKind.map((n) => n.text));
      expect(allOf(root, 'media-rep')[0]?.attrs).toMatchObject({
        kind: 'original-media',
        src: encodeURIComponent('夜市 take 1.mov'),
        suggestedFilename: '夜市 take 1.mov',
      });
    },
  );

  it.each([
    [25, 25, 'FALSE', 'NDF'],
    [30000 / 1001, 30, 'TRUE', 'DF'],
    [60000 / 1001, 60, 'TRUE', 'DF'],
  ])("should write Premiere's FCP 7 XML with a marker at each note's frame (%s fps)", (fps, timebase, ntsc, format) => {
    const { body, filename } = exportNotes('xmeml', input(fps));
    expect(filename).toBe('street_scene-notes.xml');
    const root = parseXml(body);
    expect(root).toMatchObject({ name: 'xmeml', attrs: { version: '4' } });
    const [sequence] = allOf(root, 'sequence');
    if (!sequence) throw new Error('no sequence');
    const rate = sequence.children.find((c) => c.name === 'rate');
    expect(rate && [childText(rate, 'timebase'), childText(rate, 'ntsc')]).toEqual([String(timebase), ntsc]);
    expect(allOf(sequence, 'displayformat')[0]?.text).toBe(format);
    const markers = sequence.children.filter((c) => c.name === 'marker');
    expect(markers.map((m) => Number(childText(m, 'in')))).toEqual(notes.map((n) => frameAtMs(n.atMs, fps)));
    // A single frame's out is -1; a range's is its out frame.
    expect(markers.map((m) => Number(childText(m, 'out')))).toEqual([-1, frameAtMs(64_500, fps), -1]);
    expect(markers.map((m) => childText(m, 'name'))).toEqual(['Ann Lee', 'Bo', 'Ann Lee']);
    expect(childText(markers[1] as (typeof markers)[number], 'comment')).toBe(
      'Cut | this, "loud"\nsection\nAnswer: Re-shot\nDone',
    );
    expect(childText(markers[2] as (typeof markers)[number], 'comment')).toBe('=SUM(A1) <b>');
  });

  /** Characters XML 1.0 cannot carry, in every place a user's text reaches: the names, the note, the author, the answer. */
  const REFUSED = '\u0001a\u000bb\u001fc\ud800d\uffffe';
  const hostile: ExportInput = {
    name: `clip${REFUSED}.mp4`,
    rate: frameRateOf(25),
    durationMs: 10_000,
    language: 'en',
    notes: [
      {
        atMs: 1000,
        endMs: null,
        box: null,
        text: `Note${REFUSED}\ttab\nline`,
        author: `Ann${REFUSED}`,
        answer: `Re${REFUSED}`,
        done: false,
      },
    ],
  };

  it.each(['fcpxml', 'xmeml'] as const)(
    'should write %s that stays well-formed whatever control characters a name, note or answer holds',
    (format) => {
      const { body } = exportNotes(format, hostile);
      const root = parseXml(body);
      const [marker] = allOf(root, 'marker');
      if (!marker) throw new Error('no marker');
      // What XML cannot carry is dropped; tabs and line breaks stay, in attributes too.
      if (format === 'fcpxml') {
        expect(marker.attrs).toMatchObject({ value: 'Noteabcde\ttab\nline', note: 'Annabcde — Answer: Reabcde' });
        expect(allOf(root, 'asset')[0]?.attrs.name).toBe('clipabcde.mp4');
      } else {
        expect(childText(marker, 'name')).toBe('Annabcde');
        expect(childText(marker, 'comment')).toBe('Noteabcde\ttab\nline\nAnswer: Reabcde');
        expect(allOf(root, 'pathurl')[0]?.text).toBe('clipabcde.mp4');
      }
    },
  );

  it.skipIf(!withXmllint).each(['fcpxml', 'xmeml'] as const)(
    'should write %s that xmllint reads as well-formed (FCPXML: valid) whatever control characters it was given',
    (format) => {
      const { body } = exportNotes(format, hostile);
      expect(xmllintErrors(body)).toBe('');
      if (format === 'fcpxml') expect(fcpxmlDtdErrors(body)).toBe('');
    },
  );
});
