import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, logInByApi, saveDraftByApi } from './support/api';
import { useBrowser } from './support/browser';
import { logInThroughForm, motionOver, waitForRoute } from './support/screens';

const b = useBrowser();

/** The titles of the dialogs on screen. */
const dialogsShown = (page: Page) => page.locator('.ant-modal-title').filter({ visible: true }).allTextContents();

const goByMenu = (page: Page, item: string) => page.getByRole('menuitem', { name: item }).click();

describe('dialogs the app opens on its own', () => {
  it('shows one at a time, lets the creator go elsewhere, closes on leaving and does not come back', async () => {
    const { mail } = await createCreator();
    await saveDraftByApi(await logInByApi(mail), { title: 'Half-written' });
    // With antd's motion, as most readers have it: dialogs zooming in and out one after another.
    const page = await b.page(await b.context({ reducedMotion: 'no-preference' }));
    await page.goto('/#/home/publishwork');
    const draftRead = page.waitForResponse((r) => r.url().endsWith('/web/draft') && r.request().method() === 'GET');
    // Typed into the form: what a real first sign-in opens, and in what order, is what is checked.
    await logInThroughForm(page, mail);
    await waitForRoute(page, '/home/publishwork');

    // First visit with a draft: the welcome guide alone; the draft offer, once the draft is
    // read, waits its turn.
    await page.getByText('Welcome to Stringer').waitFor();
    await draftRead;
    await motionOver(page);
    expect(await dialogsShown(page)).toEqual(['Welcome to Stringer']);

    // The guide does not block the page: the menu still works, and leaving closes it.
    await goByMenu(page, 'My work');
    await waitForRoute(page, '/home/myworks');
    await expect.poll(() => dialogsShown(page)).toEqual([]);

    // Back on Publish Work: its own guide, then, once read, the draft offer; leaving through the
    // menu takes the offer away.
    await goByMenu(page, 'Publish Work');
    await page.getByText('Publishing a work').waitFor();
    expect(await dialogsShown(page)).toEqual(['Publishing a work']);
    await page.getByRole('button', { name: 'Got it' }).click();
    // (the guide fades out as the offer comes in)
    await expect.poll(() => dialogsShown(page)).toEqual(['Restore your draft?']);
    await goByMenu(page, 'Submit clue');
    await waitForRoute(page, '/clue/submitclue');
    await expect.poll(() => dialogsShown(page)).toEqual([]);

    // Seen once is enough: a reload shows no guide again.
    await page.reload();
    await page.locator('#title').waitFor();
    await motionOver(page);
    expect(await dialogsShown(page)).toEqual([]);
  });
});
