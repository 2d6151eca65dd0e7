import { makeJpegFile } from '@stringer/test-support/media';
import { describe, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

describe("the admins' catalog", () => {
  it('should let an admin offer an exclusive task with a cover to a creator, who finds it and the notification', async () => {
    const creator = await createCreator();
    const admin = await createStaff('admin');
    const title = `Harbour at dawn ${Date.now().toString(36)}`;

    const { page } = await openSignedIn(b, admin, '/console/tasks');
    await page.getByTestId('catalog-new').click();
    const form = page.getByTestId('task-form');
    await form.getByLabel('Title (English)').fill(title);
    await form.getByLabel('Title (Chinese)').fill('黎明港口');
    await page.locator('#cover input[type=file]').setInputFiles(makeJpegFile('harbour.jpg', '1280x720'));
    await form.locator('[data-testid=upload-item][data-state=ready]').waitFor();
    await form.getByLabel('Points').fill('120');
    await form.getByText('Exclusive', { exact: true }).click();
    await form.getByTestId('creator-picker').click();
    await page.keyboard.type(creator.mail);
    // antd's visible option (its role=option twin is for screen readers only).
    await page.locator('.ant-select-item-option', { hasText: creator.mail }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await page.getByRole('button', { name: title }).waitFor();

    const { page: creatorPage } = await openSignedIn(b, creator.mail, '/task/mytask?tab=open');
    // The first-time guides may stay open: nothing here is pressed.
    await creatorPage.getByText(title).first().waitFor();
    const cover = creatorPage.locator('img[src^="/web/images/"]').first();
    await cover.waitFor();
    await creatorPage.goto('/#/message?tab=system');
    // The offer names its points and when to answer by (the deadline: no answer-by time was set).
    await creatorPage
      .getByText(`The editorial team offers you the exclusive task “${title}”: a passed work earns 120 points.`)
      .waitFor();
  });

  it('should let an admin add a banner that the landing page then shows', async () => {
    const admin = await createStaff('admin');
    const title = `Join the harbour task ${Date.now().toString(36)}`;
    const { page } = await openSignedIn(b, admin, '/console/banners');
    await page.getByTestId('catalog-new').click();
    const form = page.getByTestId('banner-form');
    await form.getByLabel('Title (English)').fill(title);
    await form.getByLabel('Title (Chinese)').fill('参加港口任务');
    await page.locator('#image input[type=file]').setInputFiles(makeJpegFile('banner.jpg', '1280x720'));
    await form.locator('[data-testid=upload-item][data-state=ready]').waitFor();
    await form.getByLabel('Link').fill('/task/mytask');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();

    const visitor = await b.page(await b.context());
    await visitor.goto('/#/index');
    const banner = visitor.getByTestId('banners').locator('a', { hasText: title });
    await banner.waitFor();
    await banner.locator('img[src^="/web/images/"]').waitFor();
  });
});
