import path from 'node:path';
import { ffmpeg, fixtureDir, pattern, tone } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { openWorkInReview } from './support/review';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();

/** 60 s of 720p HEVC in a .mov with sound, as a phone records it: its first stream is encoded, not copied. */
function phoneClip() {
  const out = path.join(fixtureDir(), 'still-encoding.mov');
  ffmpeg(
    ...pattern('1280x720', 30, 60),
    ...tone(60),
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1'],
    ...['-c:a', 'aac', out],
  );
  return out;
}

interface Watched {
  at: number;
  ended: boolean;
  error: boolean;
  paused: boolean;
}

describe('a work watched while its video is still being encoded (issue 38)', () => {
  it('should let a reviewer play a still-encoding HEVC work from the start, and on to its end', async () => {
    const clip = phoneClip();
    const creator = await createCreator();
    const reviewer = await createStaff('reviewer');
    // The console is open before the work arrives: what is timed is the video's, not a browser's start.
    const { page } = await openSignedIn(b, reviewer, '/console/review');
    const title = `Still encoding ${Date.now().toString(36)}`;
    await publishWork(creator.mail, title, { videos: [clip] });
    await openWorkInReview(page, creator.mail, title);

    const video = page.getByTestId('review-video').first();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2), { timeout: 60_000 }).toBe(true);
    // Still being encoded as it starts: the first stream is there, the preview's MP4 not yet.
    const [row] = await sql(
      `SELECT f.rendition_state, f.rendition_parts FROM files f JOIN work_files wf ON wf.file_id = f.id
        JOIN works w ON w.id = wf.work_id WHERE w.title = $1`,
      [title],
    );
    expect(row?.rendition_state).toBe('processing');
    expect(row?.rendition_parts).toContain('stream');
    expect(row?.rendition_parts).not.toContain('preview');
    await expect.poll(() => page.getByText(/Playable — improving quality/).count()).toBeGreaterThan(0);

    // Played eight times as fast as it is filmed: it catches up with the encoder and must wait for it.
    const play = () =>
      video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        if (v.playbackRate !== 8) v.playbackRate = 8;
        if (v.paused && !v.ended) void v.play();
      });
    await play();
    const seen: Watched[] = [];
    await expect
      .poll(
        async () => {
          const now = await video.evaluate((v: HTMLVideoElement) => ({
            at: v.currentTime,
            ended: v.ended,
            error: v.error !== null,
            paused: v.paused,
          }));
          seen.push(now);
          // The ladder arriving mid-way takes over at the same moment, at its own rate: played fast again.
          if (!now.ended) await play();
          return now.ended || now.at > 59.5;
        },
        { timeout: 150_000, interval: 250 },
      )
      .toBe(true);

    const positions = seen.map((s) => s.at);
    expect(seen.some((s) => s.error)).toBe(false);
    // Never back to the start, nor backwards by more than the moment a source change takes.
    for (const [i, at] of positions.entries()) if (i > 0) expect(at).toBeGreaterThan((positions[i - 1] ?? 0) - 1);
    expect(Math.max(...positions)).toBeGreaterThan(59.5);
    // It did catch up, and waited where the stream ended for the time being, playing on as it grew.
    const waited = seen.filter((s, i) => i > 0 && !s.paused && !s.ended && s.at === seen[i - 1]?.at && s.at > 0);
    expect(waited.length).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /could not|cannot be played/i })
        .count(),
    ).toBe(0);
  }, 240_000);
});
