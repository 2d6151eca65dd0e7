import {
  fixtureDir,
  hdr10,
  hevcRotated,
  makeVideoFile,
  proresBlackStart,
  variableRate,
} from '@stringer/test-support/media';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();

// What people shoot: an iPhone's HEVC .mov held upright, a camera's ProRes, a phone's variable
// frame rate, 10-bit HDR. Each used to show a black picture with sound only.
const dir = fixtureDir();
// And a plain 720p clip, whose ladder has two rungs to choose between.
const shot = [
  hevcRotated(dir),
  proresBlackStart(dir),
  variableRate(dir),
  hdr10(dir),
  makeVideoFile('hd.mp4', 3, '1280x720'),
];

/** Every player on the page has drawn a picture: a real frame decoded, not a black box. */
async function expectPictures(players: Locator, count: number) {
  await expect.poll(() => players.count(), { timeout: 90_000 }).toBe(count);
  for (let i = 0; i < count; i++) {
    const video = players.nth(i);
    // Read together: a source that changes (the ladder arriving after the preview) starts again
    // from nothing, between one read and the next.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 60_000 })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).not.toMatch(/\/content\?/);
  }
}

describe('videos as people shoot them', () => {
  // Its own polls wait up to 90 s for the players and 60 s for each picture: the file's limit must
  // not be shorter than they are (it was the default 60 s, which a slow CI run went past).
  it('should play HEVC, ProRes, variable-rate and HDR clips in the work detail, the review drawer and public videos', async () => {
    const creator = await createCreator();
    const title = `Four cameras ${Date.now().toString(36)}`;
    await publishWork(creator.mail, title, { videos: shot });

    const { page } = await openSignedIn(b, creator.mail, '/home/myworks');
    await closeGuide(page);
    await page.getByRole('link', { name: title }).click();
    await waitForRoute(page, (r) => r.startsWith('/home/worksdetail'));
    await expectPictures(page.getByTestId('work-video'), shot.length);
    // The upright phone clip is taller than wide once turned as it was held.
    const first = page.getByTestId('work-video').first();
    await expect
      .poll(() => first.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && v.videoHeight > v.videoWidth))
      .toBe(true);

    // The keyboard drives the player: space plays, k pauses, l jumps ahead.
    const group = page.getByRole('group', { name: new RegExp(title) }).first();
    await group.focus();
    await page.keyboard.press('k');
    await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // The 720p clip streams through hls.js: a quality menu with both rungs, and one can be chosen.
    const hd = page.getByRole('group', { name: new RegExp(title) }).nth(4);
    await hd.getByRole('button', { name: /^Quality: Auto/ }).click();
    await page.getByRole('menuitem', { name: '360p' }).click();
    await hd.getByRole('button', { name: 'Quality: 360p' }).waitFor();
    // Hovering the position bar shows the storyboard's thumbnail of that moment.
    const bar = hd.getByRole('slider', { name: 'Playback position' });
    await bar.hover();
    await expect
      .poll(() =>
        hd
          .getByTestId('player-preview')
          .locator('.video-player-sprite')
          .evaluate((e) => getComputedStyle(e).backgroundImage),
      )
      .toMatch(/sprite-1\.jpg\?exp=/);

    const reviewer = await createStaff('reviewer');
    const { page: review } = await openSignedIn(b, reviewer, '/console/review');
    await review.getByTestId('filter-creator').locator('input').fill(creator.mail);
    await review.getByTestId('filter-creator').locator('input').press('Enter');
    await review.getByRole('button', { name: title }).click();
    await expectPictures(review.getByTestId('review-video'), shot.length);
    await review.getByTestId('technical-facts').first().getByText('hevc · Main', { exact: false }).waitFor();
    await review
      .getByTestId('technical-facts')
      .first()
      .getByRole('link', { name: 'Download hevc-rotated.mov' })
      .waitFor();

    await review.getByTestId('decision-form').getByText('Passed', { exact: true }).click();
    await review.getByRole('button', { name: 'Save the decision' }).click();
    await review.getByText('Decision saved; the creator has been notified').waitFor();
    await review.getByRole('tab', { name: /Passed/ }).click();
    await review.getByRole('button', { name: title }).click();
    await review.getByTestId('make-public').click();
    await review.getByText('The work is now public').waitFor();

    const visitor = await b.page(await b.context({ viewport: { width: 360, height: 740 } }));
    await visitor.goto('/#/public/videos');
    await visitor.getByRole('button', { name: `Watch “${title}”` }).click();
    await expectPictures(visitor.getByTestId('public-video'), 1);
  }, 240_000);
});
