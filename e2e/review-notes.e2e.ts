import { frameAtMs, parseTimecode, rateOf } from '@stringer/shared/timecode';
import { makeVideoFile } from '@stringer/test-support/media';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, logInByApi } from './support/api';
import { useBrowser } from './support/browser';
import { sticksOut } from './support/every-screen';
import { decideInDrawer, openWorkInReview } from './support/review';
import { closeGuide } from './support/screens';
import { baseUrl } from './support/server';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { textsOf } from './support/texts';
import { publishWork } from './support/works';

const b = useBrowser();

const WORDS = {
  en: {
    locale: 'en-US',
    sendBack: 'Send Back',
    done: 'Done',
    edl: 'EDL (DaVinci Resolve markers)',
  },
  zh: {
    locale: 'zh-CN',
    sendBack: '退回修改',
    done: '已处理',
    edl: 'EDL（DaVinci Resolve 标记）',
  },
} as const;

interface ApiNote {
  id: number;
  videoFileId: string;
  atMs: number;
  endMs: number | null;
  frame: number;
  frameRate: number;
  box: unknown;
  answer: string | null;
  done: boolean;
}

/** The player of a notes panel, paused at a time once it has seeked there. */
async function pauseAt(video: Locator, seconds: number) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 90_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate(
    (v: HTMLVideoElement, s: number) =>
      new Promise<void>((resolve) => {
        v.pause();
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = s;
      }),
    seconds,
  );
}

const KEY_CODES: Record<string, number> = { Enter: 13, ArrowRight: 39, ArrowDown: 40 };

/**
 * Presses keys as a fast typist's arrive: sent together, each handled by the page as soon as it
 * comes, with no pause between them for the page's later work (Playwright's `press` waits for the
 * browser between keys, which a person typing at once does not).
 */
async function typeAtOnce(page: Page, keys: string[]) {
  const cdp = await page.context().newCDPSession(page);
  const events = keys.flatMap((combo) => {
    const key = combo.replace('Shift+', '');
    const common = {
      key,
      code: key,
      windowsVirtualKeyCode: KEY_CODES[key],
      modifiers: combo.startsWith('Shift+') ? 8 : 0,
    };
    return [
      { type: 'keyDown' as const, ...common, ...(key === 'Enter' && { text: '\r' }) },
      { type: 'keyUp' as const, ...common },
    ];
  });
  await Promise.all(events.map((event) => cdp.send('Input.dispatchKeyEvent', event)));
  await cdp.detach();
}

/**
 * Adds a note at `atS` on the panel's video: a range to `outS`, a box drawn when asked, with the
 * mouse or by keys alone (from "Draw a box" to saving, no pointer).
 */
async function addNote(
  panel: Locator,
  page: Page,
  text: string,
  atS: number,
  { outS, box }: { outS?: number; box?: 'mouse' | 'keys' } = {},
) {
  const video = panel.getByTestId('review-video');
  const before = await panel.getByTestId('note-item').count();
  await pauseAt(video, atS);
  await panel.getByTestId('note-add').click();
  if (outS !== undefined) {
    await pauseAt(video, outS);
    await panel.getByTestId('note-set-out').click();
    await panel.getByTestId('note-out').waitFor();
  }
  if (box === 'keys') {
    await panel.getByTestId('note-draw').focus();
    // "Draw a box" by Enter, and the next keys typed at once: the picture takes them as the button
    // is pressed. A centred box, three steps right, two steps taller, kept.
    await typeAtOnce(page, [
      'Enter',
      'Enter',
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'Shift+ArrowDown',
      'Shift+ArrowDown',
    ]);
    await panel.getByTestId('player-box-said').getByText(/44%/).waitFor();
    await page.keyboard.press('Enter');
    // The words take the keys back, and Ctrl+Enter saves.
    await expect.poll(() => panel.getByTestId('note-text').evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type(text);
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => panel.getByTestId('note-item').count()).toBe(before + 1);
    return;
  }
  if (box === 'mouse') {
    await panel.getByTestId('note-draw').click();
    // The form's text box took focus and may have scrolled the picture away: the mouse acts on what is on screen.
    await panel.getByTestId('player-box-layer').scrollIntoViewIfNeeded();
    const layer = await panel.getByTestId('player-box-layer').boundingBox();
    if (!layer) throw new Error('no picture to draw on');
    await page.mouse.move(layer.x + layer.width * 0.2, layer.y + layer.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(layer.x + layer.width * 0.5, layer.y + layer.height * 0.6, { steps: 5 });
    await page.mouse.up();
    await panel.getByTestId('player-box').waitFor();
  }
  await panel.getByTestId('note-text').fill(text);
  await panel.getByTestId('note-save').click();
  await expect.poll(() => panel.getByTestId('note-item').count()).toBe(before + 1);
}

/**
 * The open drawer's width, how far its content scrolls sideways (0 when it fits), and what sticks
 * out on the right (the innermost elements past the edge, so a failure names them).
 */
const drawerFit = (page: Page) =>
  page.locator('.review-drawer .ant-drawer-body').evaluate((body) => {
    const edge = body.getBoundingClientRect().right + 0.5;
    const past = (el: Element) => el.getBoundingClientRect().right > edge;
    const out = Array.from(body.querySelectorAll('*')).filter((el) => past(el) && !Array.from(el.children).some(past));
    return {
      width: Math.round(body.getBoundingClientRect().width),
      sideways: body.scrollWidth - body.clientWidth,
      out: out.slice(0, 5).map((el) => `${el.tagName}.${el.className} ${el.textContent?.slice(0, 30)}`),
    };
  });

const notesOf = async (path: string, token: string) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { 'stringer-token': token } });
  return ((await res.json()) as { data: { list: ApiNote[] } }).data.list;
};

describe.each(['en', 'zh'] as const)('review notes on the frame (%s)', (language) => {
  const w = WORDS[language];
  it("should carry a reviewer's notes to the creator, who seeks to each, answers and marks done, live both ways, and exports an EDL with the same timecodes", async () => {
    const creator = await createCreator();
    const title = `Night market ${language} ${Date.now().toString(36)}`;
    const videos = [makeVideoFile(`notes-a-${language}.mp4`, 6), makeVideoFile(`notes-b-${language}.mp4`, 6)];
    const worksId = await publishWork(creator.mail, title, { videos });
    const reviewer = await createStaff('reviewer');

    // The reviewer: three notes on two videos (one with a box, one a range), then sends the work back.
    const { page: staff } = await openSignedIn(b, reviewer, '/console/review', await b.context({ locale: w.locale }));
    await openWorkInReview(staff, creator.mail, title);
    const panels = staff.getByTestId('review-notes');
    await expect.poll(() => panels.count(), { timeout: 30_000 }).toBe(2);
    await addNote(panels.nth(0), staff, 'Horizon tilts here', 1.24);
    await addNote(panels.nth(0), staff, 'Blur the plate', 2.5, { box: 'mouse' });
    await addNote(panels.nth(1), staff, 'Too dark from here', 1.0, { outS: 3.2, box: 'keys' });
    await decideInDrawer(staff, textsOf(language), worksId, {
      status: 'status.sendBack',
      reason: 'See the notes on the frames',
    });
    // The decision carries the three notes: the creator reads them from now.
    const token = await logInByApi(creator.mail);
    await expect
      .poll(async () => (await notesOf(`/web/works/${worksId}/notes`, token)).length, { timeout: 15_000 })
      .toBe(3);

    // The decision closed the drawer: the reviewer opens the work again from its Send Back tab.
    await staff.getByRole('tab', { name: new RegExp(w.sendBack) }).click();
    await staff.getByRole('button', { name: title }).click();
    await expect.poll(() => staff.getByTestId('note-item').count(), { timeout: 30_000 }).toBe(3);

    // On a 360 px phone the drawer takes the screen's width and nothing in it scrolls sideways
    // (once antd's breakpoints have followed the resize), the notes' list under the player.
    await staff.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => drawerFit(staff)).toEqual({ width: 360, sideways: 0, out: [] });
    await expect.poll(() => sticksOut(staff)).toEqual([]);
    const [player, list] = await Promise.all(
      ['.notes-panel-player', '.notes-panel-list'].map((c) => staff.locator(c).first().boundingBox()),
    );
    expect(list?.y ?? 0).toBeGreaterThanOrEqual((player?.y ?? 0) + (player?.height ?? 0));
    await staff.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await drawerFit(staff)).width).toBeLessThan(1440);

    // The creator: markers on each timeline, and each note seeks its player to its frame.
    const notes = await notesOf(`/web/works/${worksId}/notes`, token);
    expect(notes).toHaveLength(3);
    expect(notes.filter((n) => n.box)).toHaveLength(2);
    // The box drawn by keys alone is stored in fractions of the picture, exactly as the keys moved it.
    expect(notes.find((n) => n.endMs !== null)?.box).toEqual({ x: 0.435, y: 0.375, w: 0.25, h: 0.29 });
    expect(notes.filter((n) => n.endMs !== null)).toHaveLength(1);
    const { page } = await openSignedIn(
      b,
      creator.mail,
      `/home/worksdetail?id=${worksId}`,
      await b.context({ locale: w.locale }),
    );
    await closeGuide(page);
    const mine = page.locator('.notes-panel');
    await expect.poll(() => mine.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('player-marker').count(), { timeout: 90_000 }).toBe(3);
    // The first video has two notes, the second one: each panel's list runs by time.
    const ids = [...new Set(notes.map((n) => n.videoFileId))];
    const byVideo = ids
      .map((id) => notes.filter((n) => n.videoFileId === id).sort((a, b) => a.atMs - b.atMs))
      .sort((a, b) => b.length - a.length);
    for (let p = 0; p < 2; p++) {
      const panel = mine.nth(p);
      const video = panel.getByTestId('work-video');
      const own = byVideo[p] ?? [];
      for (let i = 0; i < own.length; i++) {
        const note = own[i] as ApiNote;
        await panel.getByTestId('note-item').nth(i).getByTestId('note-seek').click();
        await expect
          .poll(
            async () =>
              Math.abs((await video.evaluate((v: HTMLVideoElement) => v.currentTime)) - note.atMs / 1000) *
              note.frameRate,
          )
          .toBeLessThanOrEqual(1);
      }
    }

    // One answered, two marked done: the reviewer's open drawer shows both without a reload.
    const items = page.getByTestId('note-item');
    await items.nth(0).getByTestId('note-reply').click();
    await items.nth(0).getByTestId('note-answer-input').fill('Re-shot, see version 2');
    await items.nth(0).getByTestId('note-answer-save').click();
    await items.nth(0).getByTestId('note-answer').waitFor();
    await items.nth(0).getByTestId('note-done').click();
    await items.nth(2).getByTestId('note-done').click();
    await expect
      .poll(async () => (await notesOf(`/web/works/${worksId}/notes`, token)).filter((n) => n.done).length)
      .toBe(2);
    await staff.getByTestId('note-answer').filter({ hasText: 'Re-shot, see version 2' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => staff.getByTestId('note-item').filter({ hasText: w.done }).count(), { timeout: 15_000 })
      .toBe(2);

    // The first video's EDL, downloaded from the page, reads back at the notes' timecodes.
    const download = page.waitForEvent('download');
    await mine.nth(0).getByTestId('notes-export').click();
    await page.getByText(w.edl).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of file) chunks.push(c as Buffer);
    const edl = Buffer.concat(chunks).toString('utf8');
    const first = byVideo[0] ?? [];
    const rate = rateOf(first[0]?.frameRate ?? 25);
    const sourceIns = [...edl.matchAll(/^\d{3}\s+\S+\s+V\s+C\s+(\S+)/gm)].map((m) =>
      parseTimecode(m[1] as string, rate),
    );
    expect(sourceIns).toEqual(first.map((n) => frameAtMs(n.atMs, n.frameRate)));
  }, 240_000);
});
