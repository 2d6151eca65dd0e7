import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import type { PlayerMedia } from './index';
import { VideoPlayer } from './index';

const MEDIA: PlayerMedia = {
  state: 'ready',
  progress: null,
  errorKey: null,
  errorAtS: null,
  hlsUrl: null,
  previewUrl: '/preview.mp4',
  posterUrl: null,
  storyboardUrl: null,
  frameRate: 25,
  durationS: 100,
};

afterEach(cleanup);

describe('VideoPlayer markers and box', () => {
  it('should tick each marker where it falls on the timeline, a range as wide as it lasts, and hand back the one clicked', async () => {
    const onMarker = vi.fn();
    await renderInApp(
      <VideoPlayer
        media={MEDIA}
        title="Harbour"
        markers={[
          { id: '7', atS: 25, label: 'Tilted' },
          { id: '8', atS: 50, endS: 75, label: 'Too dark', active: true },
        ]}
        onMarker={onMarker}
      />,
    );
    const ticks = screen.getAllByTestId('player-marker');
    expect(ticks.map((t) => t.style.left)).toEqual(['25%', '50%']);
    expect(ticks[1]?.style.width).toBe('calc(75% - 50%)');
    expect(ticks[1]?.className).toContain('active');
    fireEvent.click(ticks[0] as HTMLElement);
    expect(onMarker).toHaveBeenCalledWith('7');
  });

  it('should show a box in fractions of the picture, named for screen readers', async () => {
    await renderInApp(
      <VideoPlayer
        media={MEDIA}
        title="Harbour"
        box={{ box: { x: 0.1, y: 0.2, w: 0.3, h: 0.4 }, label: 'The plate' }}
      />,
    );
    const box = await screen.findByRole('img', { name: 'The plate' });
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual(['10%', '20%', '30%', '40%']);
  });
});
