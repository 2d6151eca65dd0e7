import { FILE_KINDS } from '@stringer/shared/files';
import { describe, expect, it } from 'vitest';
import { checkChosenFile } from './file-check';

// The first bytes of real files: what the server's sniffing (file-type) recognises too.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n');

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
});
