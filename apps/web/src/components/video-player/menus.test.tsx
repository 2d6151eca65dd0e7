import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { qualityLevels } from './hls-source';
import { QualityMenu } from './menus';

afterEach(cleanup);

/** The ladder's rungs as hls.js reads them from the master playlist's RESOLUTION. */
const rungs = (sizes: [number, number][]) =>
  qualityLevels(sizes.map(([width, height], i) => ({ width, height, bitrate: (i + 1) * 1_000_000 })));

async function menuOf(sizes: [number, number][]) {
  await renderInApp(<QualityMenu quality={{ levels: rungs(sizes), chosen: -1, playing: 2, select: () => {} }} />);
  const button = screen.getByRole('button');
  const current = button.textContent;
  fireEvent.click(button);
  const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
  return { current, items };
}

// The server names rungs by their short side (the ladder of a portrait video is 1080x1920, 720x1280, 360x640).
describe('the quality menu', () => {
  it('names a portrait video’s rungs by their short side, as the ladder does', async () => {
    const { current, items } = await menuOf([
      [360, 640],
      [720, 1280],
      [1080, 1920],
    ]);
    expect(current).toBe('Auto (1080p)');
    expect(items).toEqual(['Auto (1080p)', '1080p', '720p', '360p']);
  });

  it('names a landscape video’s rungs by their height', async () => {
    const { items } = await menuOf([
      [640, 360],
      [1280, 720],
      [1920, 1080],
    ]);
    expect(items).toEqual(['Auto (1080p)', '1080p', '720p', '360p']);
  });
});
