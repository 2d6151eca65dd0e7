import path from 'node:path';
import { ffmpeg, fixtureDir, pattern } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { openWorkDrawer } from './support/review';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();
const fixtures = fixtureDir();

/** A clip, a keyframe a second, and the same re-encoded smaller at another bit rate with a logo in its corner. */
function clips() {
  const original = path.join(fixtures, 'harbour.mp4');
  const copy = path.join(fixtures, 'harbour-copy.mp4');
  ffmpeg(
    ...pattern('1280x720', 25, 4),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25', original],
  );
  ffmpeg(
    ...['-i', original, '-vf', 'scale=-2:540,drawbox=x=iw*0.86:y=ih*0.04:w=iw*0.11:h=ih*0.1:color=white:t=fill'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '600k', '-g', '50', '-pix_fmt', 'yuv420p', copy],
  );
  return { original, copy };
}

/** Both works' videos fingerprinted and their posters made: what the panel then shows is whole. */
async function settled(worksIds: number[]) {
  const ready = async () =>
    (
      await sql(
        `SELECT count(*)::int AS n FROM work_files wf
         JOIN files f ON f.id = wf.file_id AND 'poster' = ANY(f.rendition_parts)
         JOIN video_fingerprints v ON v.file_id = wf.file_id
         WHERE wf.work_id = ANY($1) AND wf.role = 'video'`,
        [worksIds],
      )
    )[0]?.n;
  // The server's one worker may still be on the videos of the files run before this one on it: a
  // loaded CI run once took over 90 s.
  await expect.poll(ready, { timeout: 150_000, interval: 500 }).toBe(worksIds.length);
}

describe('the verification desk: seen before? (issue 39, decision 0082)', () => {
  it('should show a reviewer the earlier upload of a re-encoded copy, both frames side by side, in English and in Chinese', async () => {
    const { original, copy } = clips();
    const first = await createCreator();
    const earlier = await publishWork(first.mail, `Harbour at dawn ${Date.now().toString(36)}`, { videos: [original] });
    const second = await createCreator();
    const title = `Harbour, seen again ${Date.now().toString(36)}`;
    const later = await publishWork(second.mail, title, { videos: [copy] });
    await settled([earlier, later]);
    const reviewer = await createStaff('reviewer');

    for (const [locale, words] of [
      ['en-GB', { section: 'Verification', seen: 'Seen before?', similar: '% similar', by: `work #${earlier}` }],
      ['zh-CN', { section: '核实', seen: '以前出现过吗？', similar: '相似度', by: `作品 #${earlier}` }],
    ] as const) {
      const { page } = await openSignedIn(b, reviewer, '/console/review', await b.context({ locale }));
      await openWorkDrawer(page, second.mail, title);
      const panel = page.getByTestId('verification-panel');
      await panel.getByRole('heading', { name: words.section }).waitFor();
      await panel.getByRole('heading', { name: words.seen }).waitFor();
      // Other journeys on this server upload the same test pattern: the match looked at is the earlier work's.
      const match = panel.getByTestId('seen-before-match').filter({ hasText: words.by });
      await match.getByText(words.by, { exact: false }).waitFor();
      await match.getByText(words.similar, { exact: false }).waitFor();
      // Both frames loaded: this video's poster and the earlier upload's.
      const frames = match.getByRole('img');
      await expect.poll(() => frames.count()).toBe(2);
      for (const frame of await frames.all()) {
        await expect
          .poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      await page.close();
    }
  }, 240_000);
});
