import type { WorkVersion, WorkVersionContent } from '@stringer/shared/schemas/works';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { GAVE_UP, videoFile } from '../../test/video';
import { VersionStack } from './version-stack';

afterEach(cleanup);

const at = '2026-11-20T08:00:00.000Z';
const content: WorkVersionContent = {
  title: 'First cut',
  description: 'As sent',
  tags: [],
  cover: null,
  coverFileId: 'c',
  videos: [videoFile(GAVE_UP, { fileId: 'old' })],
  attachments: [],
  activity: null,
  task: null,
  location: null,
  shootingDate: null,
  reviewReason: null,
};
const versions: WorkVersion[] = [
  { version: 2, createdAt: at, replacedAt: null, content: null },
  { version: 1, createdAt: at, replacedAt: at, content },
];

async function openVersion1(mine?: boolean) {
  await renderInApp(<VersionStack versions={versions} mine={mine} />);
  fireEvent.click(screen.getByRole('button', { name: /Version 1/ }));
  return screen.findByTestId('version-1');
}

describe("an earlier version's video that took too long every time", () => {
  it('should offer its creator to process it again, beside the player that says why', async () => {
    const old = await openVersion1(true);
    expect(within(old).getByRole('button', { name: 'Process the video again' })).toBeTruthy();
    expect(within(old).getByTestId('version-1-video-status').textContent).toContain('took too long several times');
    expect(old.textContent).not.toContain('damaged');
  });

  it("should not offer it to a reviewer (the console has staff's own retry)", async () => {
    const old = await openVersion1();
    expect(within(old).getByTestId('version-1-video-status')).toBeTruthy();
    expect(within(old).queryByTestId('video-retry')).toBeNull();
  });
});
