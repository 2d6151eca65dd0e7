import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { seriousViolations, sticksOut } from './support/every-screen';
import { closeGuide, motionOver } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();
/** Two people's sessions and an editor typed into: longer than the default on a busy machine. */
const LONG = 180_000;

/** A new admin, signed in through the API, at `path` of the console. */
async function adminPage(path: string, viewport?: { width: number; height: number }) {
  const admin = await createStaff('admin');
  const { page } = await openSignedIn(b, admin, path, await b.context({ viewport }));
  return page;
}

describe('content in the console', () => {
  it(
    'should let an admin write an article with bold text and a link that a creator then reads in the College',
    async () => {
      const title = `Light at night ${Date.now().toString(36)}`;
      const page = await adminPage('/console/articles');
      await page.getByRole('button', { name: 'New article' }).click();
      const form = page.getByTestId('article-form');
      await form.getByLabel('Title (English)').fill(title);

      // The toolbar and the editor, used from the keyboard as well as the mouse.
      const body = form.getByRole('textbox', { name: 'Text (English)' });
      await body.click();
      await page.keyboard.type('Hold the camera ');
      await form.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('steady');
      await page.keyboard.press('Control+b');
      await page.keyboard.type(' and read the guide');
      for (let i = 0; i < 'the guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await form.getByRole('button', { name: 'Link', exact: true }).click();
      await form.getByLabel('Link address').fill('example.com/guide');
      await form.getByLabel('Link address').press('Enter');

      await form.getByRole('tab', { name: 'Chinese' }).click();
      await form.getByLabel('Title (Chinese)').fill(`夜间拍摄 ${title}`);
      await form.getByRole('textbox', { name: 'Text (Chinese)' }).click();
      await page.keyboard.type('保持相机稳定。');
      await form.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Saved').first().waitFor();
      await page.getByText(title).first().waitFor();

      const { mail } = await createCreator();
      const { page: reader } = await openSignedIn(b, mail, '/college');
      // The welcome after a first sign-in.
      await closeGuide(reader);
      await reader.getByTestId('article-card').filter({ hasText: title }).click();
      await reader.locator('.rich-text strong', { hasText: 'steady' }).waitFor();
      const link = reader.locator('.rich-text a', { hasText: 'the guide' });
      expect(await link.getAttribute('href')).toBe('https://example.com/guide');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    },
    LONG,
  );

  it(
    'should let an admin publish a new privacy policy version that /privacypolicy then shows, the old one kept',
    async () => {
      const added = `We delete unfinished uploads after one day (${Date.now().toString(36)}).`;
      const page = await adminPage('/console/agreements');
      await page.getByRole('button', { name: 'Edit: Privacy policy' }).click();
      const form = page.getByTestId('agreement-form');
      await form.getByRole('textbox', { name: 'Text (English)' }).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(added);
      await form.getByRole('button', { name: 'Publish new version' }).click();
      await page.getByText(/Version \d+ published/).waitFor();

      await page.getByRole('button', { name: 'History: Privacy policy' }).click();
      await page.getByRole('button', { name: 'View version 1' }).click();
      await page.getByTestId('agreement-version').getByText('What we collect').waitFor();
      expect(await page.getByTestId('agreement-version').getByText(added).count()).toBe(0);

      const visitor = await b.page(await b.context());
      await visitor.goto('/#/privacypolicy');
      await visitor.getByText(added).waitFor();
      await visitor.locator('.rich-text h3').first().waitFor();
    },
    LONG,
  );

  it(
    'should fit the editor and the history on a 360 px phone, with no serious axe finding',
    async () => {
      const page = await adminPage('/console/articles', { width: 360, height: 740 });
      await page.getByRole('button', { name: 'New article' }).click();
      await page.getByTestId('article-form').getByRole('textbox', { name: 'Text (English)' }).waitFor();
      await motionOver(page);
      await expect.poll(() => sticksOut(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/article-editor-360.png` });

      await page.goto('/#/console/agreements');
      await page.getByRole('button', { name: 'History: Service agreement' }).click();
      await page.getByRole('button', { name: 'View version 1' }).waitFor();
      await expect.poll(() => sticksOut(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    },
    LONG,
  );
});
