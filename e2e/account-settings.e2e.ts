import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpegFile, makePdf } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, pickRegion, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { moveCropByKeyboard, uploadedNames } from './support/uploads';

const b = useBrowser();
const PATH = '/settings/accountset';

async function signedIn() {
  const { mail } = await createCreator();
  const { page } = await openSignedIn(b, mail, PATH);
  // The welcome after a first sign-in.
  await closeGuide(page);
  await waitForRoute(page, PATH);
  return page;
}

describe('account settings', () => {
  it('changes each field by its own call, shows a bad nickname its message, and keeps all after a reload', async () => {
    const page = await signedIn();
    await page.getByTestId('edit-nickName').click();
    await page.locator('#nickName').fill('Ann Li!');
    await page.getByTestId('save-nickName').click();
    await page.getByText('Nickname: at most 32 characters, no special symbols or spaces').first().waitFor();
    // What was typed stays, to be mended.
    expect(await page.locator('#nickName').inputValue()).toBe('Ann Li!');
    await page.locator('#nickName').fill('Ann_Li');
    await page.getByTestId('save-nickName').click();
    await expect.poll(() => page.getByTestId('nickName-value').textContent()).toBe('Ann_Li');

    await page.getByTestId('edit-realName').click();
    await page.locator('#realName').fill('Ann Li');
    await page.getByTestId('save-realName').click();
    await expect.poll(() => page.getByTestId('realName-value').textContent()).toBe('Ann Li');

    await page.getByTestId('edit-intro').click();
    await page.locator('#intro').fill('Camerawoman in Wuhan: floods, markets, night life.');
    await page.getByTestId('save-intro').click();
    await expect.poll(() => page.getByTestId('intro-value').textContent()).toContain('Camerawoman in Wuhan');

    await page.getByTestId('edit-tags').click();
    await page.locator('#tags').click();
    await page.locator('.ant-select-item-option').nth(0).click();
    await page.locator('.ant-select-item-option').nth(1).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('save-tags').click();
    await expect.poll(() => page.getByTestId('tags-value').locator('.ant-tag').count()).toBe(2);

    await page.reload();
    await expect.poll(() => page.getByTestId('nickName-value').textContent()).toBe('Ann_Li');
    expect(await page.getByTestId('realName-value').textContent()).toBe('Ann Li');
    expect(await page.getByTestId('tags-value').locator('.ant-tag').count()).toBe(2);

    // The same screen in Chinese.
    await page.getByTestId('language-switch').selectOption('zh');
    await page.getByText('昵称').first().waitFor();
  });

  it('crops an avatar square where the creator moves it (by keyboard), uploads it, stored and shown at 200x200', async () => {
    const page = await signedIn();
    const names = uploadedNames(page);
    await page.getByTestId('avatar-input').setInputFiles(makeJpegFile('portrait.jpg', '800x600'));
    const dialog = page.getByRole('dialog', { name: 'Crop your avatar' });
    await moveCropByKeyboard(dialog, 'ArrowRight');
    await dialog.getByRole('button', { name: 'Crop' }).click();
    const img = page.getByTestId('avatar').locator('img');
    await expect.poll(() => img.getAttribute('src'), { timeout: 30_000 }).toMatch(/^\/web\/avatars\//);
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(200);
    expect(await img.evaluate((i) => (i as HTMLImageElement).naturalHeight)).toBe(200);
    expect(names).toEqual(['portrait-square.jpg']);
  });

  it('submits a certification with a PDF resume and shows it Submitted', async () => {
    const page = await signedIn();
    expect(await page.getByTestId('certification-status').textContent()).toBe('Not certified');
    await page.getByTestId('certify').click();
    const dialog = page.getByRole('dialog');
    // What the creator gave at sign-up is there already, to check (filled once the account has
    // loaded: a refusal shown before that would be cleared with the form).
    await expect.poll(() => dialog.locator('#name').inputValue()).toBe('Eve Tester');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Add your resume (doc, txt or pdf)').waitFor();
    expect(await dialog.locator('#email').inputValue()).toMatch(/@example\.com$/);
    expect(await dialog.getByText('DOC, TXT or PDF', { exact: true }).count()).toBe(1);

    await dialog.locator('#email').fill('ann.li@example.com');
    await dialog.locator('#name').fill('Ann Li');
    await dialog.locator('#birthDate').click();
    await dialog.locator('#birthDate').fill('1990-05-17');
    await page.keyboard.press('Enter');
    const resume = path.join(tmpdir(), 'resume.pdf');
    writeFileSync(resume, makePdf());
    await dialog.locator('#resume input[type=file]').setInputFiles(resume);
    await expect
      .poll(() => dialog.locator('#resume [data-testid="upload-item"][data-state="ready"]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await pickRegion(page, ['Japan', 'Tokyo', 'Adachi Ku']);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByTestId('certification-status').textContent()).toBe('Submitted');
    await page.reload();
    // A reload loads the shell, the screen's chunk and the state again: more than poll's 1 s default.
    await expect
      .poll(() => page.getByTestId('certification-status').textContent(), { timeout: 15_000 })
      .toBe('Submitted');
  });
});
