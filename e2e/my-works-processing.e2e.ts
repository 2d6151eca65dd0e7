import { dataOf } from '@stringer/test-support/api';
import { makeJpegFile, makeVideoFile } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { api, createCreator, logInByApi, readyFile } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide } from './support/screens';
import { signInByApi } from './support/signed-in';

const b = useBrowser();

/** A `media` push the page's socket received: a progress tick, or a part or state (`changed`). */
interface Push {
  changed: boolean;
}

describe('My works while a video is processed', () => {
  it('should move the progress from the socket and fetch the list again only as the processing ends', async () => {
    const creator = await createCreator();
    const token = await logInByApi(creator.mail);
    const [topic] = await dataOf<{ id: number }[]>(api(), 'GET', '/web/tag/works/select/list');
    const coverFileId = await readyFile(token, makeJpegFile('cover.jpg', '1280x720'), 'cover');
    const page = await b.page(await b.context());
    await signInByApi(page, creator.mail);

    // Every GET of the list the page makes, and every push its socket hears (Socket.IO's `42[...]`).
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/web/works/page')
        lists.push(request.url());
    });
    const pushes: Push[] = [];
    let connected = false;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        // The upgrade from long-polling answered: every push from now on comes this way.
        if (text === '3probe') connected = true;
        const frame = /^42(\[.*)$/s.exec(text);
        if (!frame) return;
        const [event, data] = JSON.parse(frame[1] as string) as [string, Push];
        if (event === 'media') pushes.push({ changed: data.changed });
      }),
    );
    await page.goto('/#/home/myworks');
    // The welcome after a first sign-in.
    await closeGuide(page);
    // Connected, and what connecting fetched again has come: what follows is the video's doing.
    await expect.poll(() => connected, { timeout: 20_000 }).toBe(true);
    await page.waitForLoadState('networkidle');

    const videoFileId = await readyFile(token, makeVideoFile('a-minute.mp4', 60, '640x360'), 'video');
    await dataOf(api(), 'POST', '/web/works', {
      token,
      body: {
        title: 'A minute of traffic',
        description: 'Rush hour.',
        tags: [topic?.id],
        coverFileId,
        videoFileIds: [videoFileId],
      },
    });
    const row = page.locator('tr', { hasText: 'A minute of traffic' });
    await row.getByTestId('work-processing').waitFor();
    const before = { lists: lists.length, pushes: pushes.length };
    // The figures the row shows on the way ("Processing 42 %"), until it shows none.
    const shown = new Set<string>();
    const tag = row.getByTestId('work-processing');
    await expect
      .poll(async () => (await tag.allTextContents()).map((text) => shown.add(text)).length, { timeout: 120_000 })
      .toBe(0);
    // Anything the end of processing set off has been asked for.
    await page.waitForLoadState('networkidle');

    const heard = pushes.slice(before.pushes);
    const ticks = heard.filter((p) => !p.changed).length;
    const fetched = lists.length - before.lists;
    console.info(
      `My works during a 60 s video's processing: ${ticks} progress ticks, ${heard.length - ticks} parts or states, ${fetched} list requests`,
    );
    // Ticks are at most one a second, parts several per video: a fast machine still makes some.
    expect(ticks).toBeGreaterThan(0);
    expect(heard.length - ticks).toBeGreaterThan(1);
    expect(shown.size, [...shown].join(', ')).toBeGreaterThan(1);
    // The end of processing, once: ticks and parts move what is on screen from the socket.
    expect(fetched).toBe(1);
  }, 180_000);
});
