import { makeVideoFile } from '@stringer/test-support/media';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { sticksOut } from './support/every-screen';
import { decideInDrawer, openWorkInReview } from './support/review';
import { closeGuide, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { buttonName, textsOf } from './support/texts';
import { publishWork } from './support/works';

const b = useBrowser();

/** A `<video>` of the player that has its rendition loaded (renditions are made in the background). */
async function loaded(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState).catch(() => 0), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(1);
}
const timeOf = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const pausedOf = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

/** The two players of the comparison play, pause and seek together, whichever one is used. */
async function expectInSync([a, c]: [Locator, Locator], firstPlayer: Locator) {
  await a.click(); // the player's picture toggles play
  await expect.poll(() => pausedOf(a), { message: 'the clicked player plays' }).toBe(false);
  await expect.poll(() => pausedOf(c), { message: 'the other player follows', timeout: 10_000 }).toBe(false);
  await expect.poll(() => timeOf(a), { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(Math.abs((await timeOf(a)) - (await timeOf(c)))).toBeLessThan(0.5);
  await c.click();
  await expect.poll(() => pausedOf(a)).toBe(true);
  await expect.poll(async () => Math.abs((await timeOf(a)) - (await timeOf(c)))).toBeLessThan(0.1);
  // Seeking by the player's keys (the arrow moves 5 s, clamped to the clip): the other follows.
  await firstPlayer.focus();
  await firstPlayer.press('Home');
  await expect.poll(() => timeOf(c)).toBeLessThan(0.1);
  await firstPlayer.press('ArrowRight');
  await expect.poll(() => timeOf(c)).toBeGreaterThan(1);
  expect(Math.abs((await timeOf(a)) - (await timeOf(c)))).toBeLessThan(0.1);
}

/**
 * Issue 23's versions, once per language: a reviewer sends a work back, its creator uploads a new
 * video and resubmits it as version 2, and the reviewer sees both versions and plays them side by
 * side, in sync, before passing it.
 */
describe.each(['en', 'zh'] as const)('work versions (%s)', (language) => {
  const t = textsOf(language);
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';

  it('should make version 2 of a sent-back work and let the reviewer compare it with version 1', async () => {
    const creator = await createCreator();
    const title = `Dam spillway ${language} ${Date.now().toString(36)}`;
    const worksId = await publishWork(creator.mail, title, { videos: [makeVideoFile('first-cut.mp4', 8)] });
    const reviewer = await createStaff('reviewer');

    const { page: review } = await openSignedIn(b, reviewer, '/console/review', await b.context({ locale }));
    await openWorkInReview(review, creator.mail, title);
    await decideInDrawer(review, t, worksId, { status: 'status.sendBack', reason: 'Hold the camera still' });

    // The creator replaces the video and saves: version 2, version 1 still there to open.
    const editPage = `/home/editworksdetail?id=${worksId}`;
    const { page: studio } = await openSignedIn(b, creator.mail, editPage, await b.context({ locale }));
    // The welcome after a first sign-in.
    await closeGuide(studio);
    await studio.locator('#videos .upload-remove').first().click();
    await studio.locator('#videos input[type=file]').setInputFiles(makeVideoFile('second-cut.mp4', 8, '480x270'));
    await expect
      .poll(() => studio.locator('#videos [data-testid="upload-item"][data-state="ready"]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await studio.getByRole('button', { name: buttonName(t('works.save')) }).click();
    await waitForRoute(studio, (r) => r.startsWith('/home/worksdetail'));
    await expect.poll(() => studio.getByTestId('work-version').textContent()).toBe(t('versions.label', { n: 2 }));
    await studio
      .getByTestId('version-stack')
      .getByRole('button', { name: new RegExp(t('versions.label', { n: 1 })) })
      .click();
    await studio.getByTestId('version-1').getByText('Hold the camera still').waitFor();
    await loaded(studio.getByTestId('version-1-video'));

    // The reviewer sees both versions, newest first, and compares them in sync.
    await review.reload();
    await openWorkInReview(review, creator.mail, title);
    const stack = review.getByTestId('version-stack');
    await stack.getByText(t('versions.current')).waitFor();
    await stack.getByRole('button', { name: new RegExp(t('versions.label', { n: 1 })) }).waitFor();
    await review.getByTestId('compare-versions').click();
    const players: [Locator, Locator] = [review.getByTestId('compare-video-0'), review.getByTestId('compare-video-1')];
    await review
      .getByTestId('compare-pick-0')
      .getByText(t('versions.label', { n: 1 }), { exact: false })
      .waitFor();
    for (const video of players) await loaded(video);
    const versionOne = t('player.label', { title: t('versions.videoTitle', { title, n: 1 }) });
    await expectInSync(players, review.getByRole('group', { name: versionOne, exact: true }));

    // On a phone the two players stack, and nothing scrolls sideways.
    await review.setViewportSize({ width: 360, height: 740 });
    const [top, bottom] = await Promise.all(players.map((p) => p.boundingBox()));
    expect(bottom?.y ?? 0).toBeGreaterThanOrEqual((top?.y ?? 0) + (top?.height ?? 0));
    // The drawer takes its phone width on the render after the resize (a media query's listener).
    await expect.poll(() => sticksOut(review)).toEqual([]);
    await review.setViewportSize({ width: 1440, height: 900 });
    // Back on a wide screen once the drawer has its desktop width again (antd's breakpoints follow the resize).
    await expect
      .poll(() => review.locator('.review-drawer .ant-drawer-body').evaluate((d) => d.getBoundingClientRect().width))
      .toBeLessThan(1440);

    await decideInDrawer(review, t, worksId, { status: 'status.passed' });
  }, 240_000);
});
