import { describe, expect, it } from 'vitest';
import {
  entryPath,
  folderPath,
  partOf,
  RENDITION_PATH,
  renditionKey,
  renditionTree,
  renditionUrl,
  shownCopyKey,
} from './rendition-layout';

// The other tests write and read renditions through this module, so they pass whatever it says;
// these pin what it says, because renditions already stored are read where they were written.
describe('rendition layout', () => {
  it('should keep every part at the key and address renditions were stored and served at', () => {
    expect(renditionTree('f1')).toBe('renditions/f1/');
    expect(renditionKey('f1', entryPath('poster'))).toBe('renditions/f1/poster.jpg');
    expect(renditionKey('f1', entryPath('preview'))).toBe('renditions/f1/preview.mp4');
    expect(renditionKey('f1', entryPath('peaks'))).toBe('renditions/f1/peaks.json');
    expect(renditionKey('f1', folderPath('storyboard', 'sprite-1.jpg'))).toBe('renditions/f1/storyboard/sprite-1.jpg');
    expect(renditionKey('f1', folderPath('hls'))).toBe('renditions/f1/hls');
    expect(shownCopyKey('f1', 'png')).toBe('renditions/f1/shown.png');
    expect(renditionUrl('f1', 'storyboard')).toBe('/web/files/f1/renditions/storyboard/storyboard.vtt');
    expect(renditionUrl('f1', 'hls')).toBe('/web/files/f1/renditions/hls/master.m3u8');
  });

  it("should name each part from any of its files' paths, and no part from a path that is none", () => {
    for (const part of ['poster', 'preview', 'peaks', 'storyboard', 'hls'] as const) {
      expect(partOf(entryPath(part))).toBe(part);
    }
    expect(partOf('storyboard/sprite-12.jpg')).toBe('storyboard');
    expect(partOf('hls/1080p/seg-004.ts')).toBe('hls');
    expect(partOf('hls/720p/index.m3u8')).toBe('hls');
    for (const stranger of [
      'shown.jpg',
      'poster.png',
      'hls/../poster.jpg',
      'storyboard/poster.jpg',
      'hls/seg-1.ts',
      '',
    ]) {
      expect(partOf(stranger)).toBeNull();
      expect(RENDITION_PATH.test(stranger)).toBe(false);
    }
  });
});
