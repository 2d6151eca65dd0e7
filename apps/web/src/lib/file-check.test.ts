import { FILE_KINDS } from '@stringer/shared/files';
import { describe, expect, it, vi } from 'vitest';
import { checkChosenFile } from './file-check';

// The first bytes of real files: what the server's sniffing (file-type) recognises too.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n');

/** An MP4's top-level boxes: its type box, then `rest` (four-letter types, each an empty box). */
function mp4(...rest: string[]) {
  const boxes = [['ftyp', 'isom\0\0\0\0isomavc1'], ...rest.map((type) => [type, ''])] as const;
  const bytes = boxes.map(([type, body]) => {
    const b = new Uint8Array(8 + body.length);
    new DataView(b.buffer).setUint32(0, b.length);
    b.set(new TextEncoder().encode(type + body), 4);
    return b;
  });
  return new Uint8Array(bytes.flatMap((b) => [...b]));
}

const file = (name: string, bytes: Uint8Array<ArrayBuffer> | string, size?: number) => {
  const f = new File([bytes], name);
  if (size) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkChosenFile', () => {
  it('should pass a file whose name, size and bytes fit its kind', async () => {
    expect(await checkChosenFile('cover', file('harbour.png', PNG))).toBeNull();
    expect(await checkChosenFile('resume', file('cv.pdf', PDF))).toBeNull();
    expect(await checkChosenFile('resume', file('cv.txt', 'Ten years behind a camera.'))).toBeNull();
  });

  it('should refuse before uploading what the server would refuse, with its message', async () => {
    expect(await checkChosenFile('cover', file('harbour.gif', PNG))).toBe('errors.fileType');
    expect(await checkChosenFile('cover', file('empty.png', new Uint8Array()))).toBe('errors.fileEmpty');
    const tooBig = FILE_KINDS.cover.maxBytes + 1;
    expect(await checkChosenFile('cover', file('huge.png', PNG, tooBig))).toBe('errors.fileTooLarge');
    // A name that lies about the bytes: a PDF called .jpg, text called .mp4.
    expect(await checkChosenFile('cover', file('cv.jpg', PDF))).toBe('errors.fileMismatch');
    expect(await checkChosenFile('video', file('clip.mp4', 'not a video at all'))).toBe('errors.fileMismatch');
  });

  it('should refuse a video with no index before sending a byte, and pass one with it wherever it is', async () => {
    expect(await checkChosenFile('video', file('crashed.mp4', mp4('free', 'mdat')))).toBe('errors.videoNoIndex');
    expect(await checkChosenFile('clue_media', file('crashed.mov', mp4('mdat')))).toBe('errors.videoNoIndex');
    // happy-dom plays nothing: the length check waits for its time-out, then leaves it to the server.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const boxes of [
        ['mdat', 'moov'],
        ['moov', 'mdat'],
      ]) {
        const verdict = checkChosenFile('video', file('whole.mp4', mp4(...boxes)));
        await vi.advanceTimersByTimeAsync(10_000);
        expect(await verdict).toBeNull();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
