import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { videoFile } from '../../../test/video';
import { staffNoteKeys } from '../api/notes';
import { ReviewNotes } from './review-notes';

const video = videoFile();

const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  cleanup();
  act.IS_REACT_ACT_ENVIRONMENT = true;
});

/**
 * A key pressed as the browser delivers it: to whatever holds focus at that moment, its own task
 * (the microtasks queued before it have run, nothing later has).
 */
async function press(key: string) {
  await Promise.resolve();
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
}

describe('a review note’s box drawn by keys', () => {
  it('should take the keys typed at once after "Draw a box", before the screen has settled', async () => {
    await renderInApp(<ReviewNotes worksId={5} title="Harbour" videos={[video]} after={() => null} />, {
      data: [[staffNoteKeys.work(5), { list: [] }]],
    });
    fireEvent.click(screen.getByTestId('note-add'));
    const draw = await screen.findByTestId('note-draw');
    // Outside act(), React schedules as in a browser: a click's own work runs before the next event
    // arrives, work it schedules for later need not have (Testing Library's act() would wait for it).
    act.IS_REACT_ACT_ENVIRONMENT = false;
    draw.focus();
    draw.click();
    for (const key of ['Enter', 'ArrowRight', 'Enter']) await press(key);

    // A centred box moved one step right, kept: the words take the keys back.
    await waitFor(() => expect(screen.getByTestId('player-box').style.left).toBe('39.5%'));
    expect(screen.getByTestId('note-draw').textContent).toBe('Draw the box again');
    expect(document.activeElement).toBe(screen.getByTestId('note-text'));
  });
});
