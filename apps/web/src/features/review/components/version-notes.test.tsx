import type { Note } from '@stringer/shared/schemas/notes';
import type { WorkVersion } from '@stringer/shared/schemas/works';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionNotes as Notes, VersionStack } from '../../../components/work-versions';
import { renderInApp } from '../../../test/render';
import { staffNoteKeys } from '../api/notes';
import { VersionNotes } from './version-notes';

afterEach(cleanup);

const at = '2026-11-20T08:00:00.000Z';
const noteOf = (id: number, version: number, done: boolean, text: string): Note => ({
  id,
  videoFileId: 'v',
  atMs: 1000,
  endMs: null,
  frame: 25,
  frameRate: 25,
  box: null,
  text,
  author: 'Rita Reviewer',
  answer: done ? 'Re-shot, see version 2' : null,
  done,
  version,
  sentAt: at,
});
const content = (title: string) => ({
  title,
  description: 'As sent',
  tags: [],
  cover: null,
  coverFileId: 'c',
  videos: [],
  attachments: [],
  activity: null,
  task: null,
  location: null,
  shootingDate: null,
  reviewReason: 'Hold the camera still',
});
const versions: WorkVersion[] = [
  { version: 3, createdAt: at, replacedAt: null, content: null },
  { version: 2, createdAt: at, replacedAt: at, content: content('Second cut') },
  { version: 1, createdAt: at, replacedAt: at, content: content('First cut') },
];

describe('the review drawer’s versions', () => {
  it('should stack the versions newest first and list per version its notes, saying which the creator marked done', async () => {
    await renderInApp(
      <VersionStack versions={versions} extra={(version) => <VersionNotes worksId={5} version={version} />} />,
      {
        data: [
          [
            staffNoteKeys.work(5),
            {
              list: [
                noteOf(1, 1, true, 'Shaky start'),
                noteOf(2, 1, false, 'Too dark'),
                noteOf(3, 1, true, 'Horizon tilted'),
                noteOf(4, 3, false, 'Better'),
              ],
            },
          ],
        ],
      },
    );
    const stack = screen.getByTestId('version-stack');
    const headers = within(stack)
      .getAllByText(/Version \d/)
      .map((e) => e.textContent?.match(/Version \d/)?.[0]);
    expect(headers).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(within(screen.getByTestId('version-3')).getByText('Current')).toBeTruthy();
    expect(screen.getByTestId('version-3-notes').textContent).toContain('The creator marked 0 of 1 notes');
    // An earlier version's notes show once it is opened.
    screen.getByRole('button', { name: /Version 1/ }).click();
    const first = await screen.findByTestId('version-1-notes');
    expect(first.textContent).toContain('The creator marked 2 of 3 notes on this version done');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.dataset.done]),
    ).toEqual([
      [' 00:00:01:00 Shaky startDone · Answer: Re-shot, see version 2', 'true'],
      [' 00:00:01:00 Too dark', 'false'],
      [' 00:00:01:00 Horizon tiltedDone · Answer: Re-shot, see version 2', 'true'],
    ]);
    expect(screen.queryByTestId('version-2-notes')).toBeNull();
  });

  it("should offer an earlier version's notes for an editing suite, one menu per video", async () => {
    const onExport = vi.fn();
    const onFirstVideo = noteOf(1, 1, false, 'Shaky start');
    await renderInApp(
      <Notes
        version={1}
        notes={[onFirstVideo, { ...noteOf(2, 1, true, 'Too dark'), videoFileId: 'w' }, noteOf(3, 2, false, 'Later')]}
        summary={() => 'Notes'}
        onExport={onExport}
      />,
    );
    const menus = screen.getAllByTestId('version-1-notes-export');
    expect(menus.map((m) => m.textContent)).toEqual(['Export notes #1', 'Export notes #2']);
    fireEvent.click(menus[1] as HTMLElement);
    fireEvent.click(await screen.findByText('CSV (spreadsheet)'));
    expect(onExport).toHaveBeenCalledWith('w', 'csv');
  });
});
