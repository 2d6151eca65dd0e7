import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zip } from './zip';

describe('zip (store only)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringer-zip-'));
  const entries = [
    { name: 'keyframe-01-00m00.0s.jpg', data: Buffer.from('first frame bytes') },
    { name: '关键帧-02.jpg', data: Buffer.alloc(70_000, 7) },
    { name: 'empty.txt', data: Buffer.alloc(0) },
  ];
  const file = path.join(dir, 'k.zip');
  writeFileSync(file, zip(entries));

  it('should list every entry, its name in UTF-8 and its size, as python’s zipfile reads it', () => {
    const listed = execFileSync('python3', [
      '-c',
      'import sys,zipfile,json; z=zipfile.ZipFile(sys.argv[1]); z.testzip(); print(json.dumps([[i.filename,i.file_size,i.compress_type] for i in z.infolist()]))',
      file,
    ]).toString();
    expect(JSON.parse(listed)).toEqual(entries.map((e) => [e.name, e.data.length, 0]));
    // And the command-line lister names them too.
    expect(execFileSync('python3', ['-m', 'zipfile', '-l', file]).toString()).toContain('keyframe-01-00m00.0s.jpg');
  });

  it('should give back every byte, its checksum checked, as unzip extracts it', () => {
    const out = path.join(dir, 'out');
    execFileSync('unzip', ['-q', file, '-d', out]);
    for (const e of entries) expect(readFileSync(path.join(out, e.name)).equals(e.data)).toBe(true);
    expect(execFileSync('unzip', ['-l', file]).toString()).toMatch(/3 files/);
  });

  it('should be an empty but valid zip with no entries', () => {
    const empty = path.join(dir, 'empty.zip');
    writeFileSync(empty, zip([]));
    expect(execFileSync('python3', ['-m', 'zipfile', '-l', empty]).toString().trim()).toMatch(
      /^File Name\s+Modified\s+Size$/,
    );
  });
});
