import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { playerMedia } from '../../test/video';
import { nudge } from './frame-box';
import { VideoPlayer } from './index';

const MEDIA = playerMedia();

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

const shownBox = () => {
  const b = screen.getByTestId('player-box');
  return [b.style.left, b.style.top, b.style.width, b.style.height];
};

describe('drawing a box by keyboard alone', () => {
  it('should take the keys: Enter starts a centred box, arrows move it, Shift+arrows resize it, Enter keeps it', async () => {
    const onDrawBox = vi.fn();
    await renderInApp(<VideoPlayer media={MEDIA} title="Harbour" onDrawBox={onDrawBox} />);
    const layer = await screen.findByRole('application', { name: /Draw a box with the keys/ });
    // "Draw a box" hands the keys to the picture.
    await waitFor(() => expect(document.activeElement).toBe(layer));
    fireEvent.keyDown(layer, { key: 'Enter' });
    expect(shownBox()).toEqual(['37.5%', '37.5%', '25%', '25%']);
    expect(screen.getByTestId('player-box-said').textContent).toBe(
      'Box 38% from the left, 38% from the top, 25% wide, 25% high',
    );
    fireEvent.keyDown(layer, { key: 'ArrowRight' });
    fireEvent.keyDown(layer, { key: 'ArrowRight' });
    fireEvent.keyDown(layer, { key: 'ArrowUp' });
    fireEvent.keyDown(layer, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(layer, { key: 'ArrowLeft', shiftKey: true });
    expect(screen.getByTestId('player-box-said').textContent).toBe(
      'Box 42% from the left, 36% from the top, 23% wide, 27% high',
    );
    expect(onDrawBox).not.toHaveBeenCalled();
    fireEvent.keyDown(layer, { key: 'Enter' });
    expect(onDrawBox).toHaveBeenCalledWith({ x: 0.415, y: 0.355, w: 0.23, h: 0.27 });
    expect(screen.getByTestId('player-box-said').textContent).toBe('Box kept');
  });

  it("should drop the box on Escape, and keep the player's own keys out of it", async () => {
    const onDrawBox = vi.fn();
    await renderInApp(<VideoPlayer media={MEDIA} title="Harbour" onDrawBox={onDrawBox} />);
    const layer = await screen.findByRole('application');
    const video = screen.getByTestId('video-player') as HTMLVideoElement;
    fireEvent.keyDown(layer, { key: 'Enter' });
    fireEvent.keyDown(layer, { key: 'ArrowRight' });
    // The arrow moved the box, not the video (the player seeks 5 s on it).
    expect(video.currentTime).toBe(0);
    fireEvent.keyDown(layer, { key: 'Escape' });
    expect(screen.queryByTestId('player-box')).toBeNull();
    expect(screen.getByTestId('player-box-said').textContent).toBe('Box dropped');
    expect(onDrawBox).not.toHaveBeenCalled();
  });

  it('should keep a moved or resized box on the picture', () => {
    expect(nudge({ x: 0.9, y: 0, w: 0.1, h: 0.1 }, 'ArrowRight', false)).toEqual({ x: 0.9, y: 0, w: 0.1, h: 0.1 });
    expect(nudge({ x: 0, y: 0.01, w: 0.1, h: 0.1 }, 'ArrowUp', false)).toEqual({ x: 0, y: 0, w: 0.1, h: 0.1 });
    expect(nudge({ x: 0.5, y: 0.5, w: 0.5, h: 0.02 }, 'ArrowRight', true)).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.02 });
    expect(nudge({ x: 0.5, y: 0.5, w: 0.5, h: 0.02 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.02 });
  });
});
