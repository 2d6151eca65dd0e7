import type { TechnicalInfo } from '@stringer/shared/schemas/files';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { videoFile } from '../../../test/video';
import { reviewKeys } from '../api/review';
import { TechnicalFacts } from './technical-facts';

const FACTS: TechnicalInfo = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  videoCodec: 'hevc',
  profile: 'Main 10',
  pixelFormat: 'yuv420p10le',
  bitDepth: 10,
  width: 1920,
  height: 1080,
  frameRate: 30,
  variableFrameRate: false,
  bitRate: 8e6,
  durationS: 60,
  rotation: 0,
  hdr: null,
  audioCodec: 'aac',
  audioChannels: 2,
  audioSampleRate: 48000,
  loudnessLufs: -16,
  firstStream: null,
  notCopiedKey: null,
  createdAt: null,
  location: null,
};

const video = videoFile();

const show = (facts: Partial<TechnicalInfo>, language: 'en' | 'zh' = 'en') =>
  renderInApp(<TechnicalFacts file={video} />, {
    data: [[reviewKeys.technical(video.fileId), { ...FACTS, ...facts }]],
    language,
  });

/** The row's value beside its label, or null when the row is not there. */
const row = (label: string) => {
  const cell = screen.queryByText(label)?.closest('.ant-descriptions-item');
  return cell ? (cell.querySelector('.ant-descriptions-item-content')?.textContent ?? '') : null;
};

afterEach(cleanup);

describe('TechnicalFacts: how the first stream was made', () => {
  it('should say an original packaged as it is was not re-encoded', async () => {
    await show({ firstStream: 'copied' });
    expect(row('First stream')).toBe('Packaged from the original (no re-encoding)');
  });

  it('should say why an encoded one could not be copied, in English and in Chinese', async () => {
    await show({ firstStream: 'encoded', notCopiedKey: 'technical.notCopied.codec' });
    expect(row('First stream')).toBe('Encoded (the video is not H.264)');
    cleanup();
    await show({ firstStream: 'encoded', notCopiedKey: 'technical.notCopied.keyframes' }, 'zh');
    expect(row('首个播放流')).toBe('重新编码（关键帧间隔超过 10 秒）');
  });

  it('should never show a reason it has no words for, and no row for a video made before streams existed', async () => {
    await show({ firstStream: 'encoded', notCopiedKey: 'technical.notCopied.somethingNew' });
    expect(row('First stream')).toBe('Encoded');
    cleanup();
    await show({});
    expect(screen.getByText('Loudness (EBU R128)')).toBeTruthy();
    expect(row('First stream')).toBeNull();
  });
});
