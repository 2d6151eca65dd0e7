import type { Note } from '@stringer/shared/schemas/notes';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { videoFile } from '../../test/video';
import { NotesPanel } from './notes-panel';

afterEach(cleanup);

const note: Note = {
  id: 1,
  videoFileId: 'v1',
  atMs: 2000,
  endMs: null,
  frame: 50,
  frameRate: 25,
  box: null,
  text: 'Horizon tilts',
  author: null,
  answer: null,
  done: false,
  version: 1,
  sentAt: '2026-11-20T08:00:00.000Z',
};

describe('a video with its notes', () => {
  it('should seek to a note chosen, with a player of its own when the page steers none (the creator’s)', async () => {
    await renderInApp(<NotesPanel file={videoFile()} title="Harbour" notes={[note]} testId="work-video" />);
    fireEvent.click(screen.getByTestId('note-seek'));
    expect((screen.getByTestId('work-video') as HTMLVideoElement).currentTime).toBe(50.5 / 25);
  });
});
