import { PASSWORD, uniqueMail } from '@stringer/test-support/accounts';
import { describe, expect, it } from 'vitest';
import zh from '../apps/web/src/locales/signed-in/zh.json';
import { useBrowser } from './support/browser';
import { closeGuide, fillSignUp, logInThroughForm, route, waitForRoute } from './support/screens';

const b = useBrowser();

describe('a new creator', () => {
  it('signs up from a link to a private page, lands on it, and keeps the session, language and logout right', async () => {
    const context = await b.context();
    const page = await b.page(context);
    const mail = uniqueMail();

    await page.goto('/#/task/mytask');
    await waitForRoute(page, (r) => r.startsWith('/login'));
    expect(route(page)).toBe('/login?redirect=%2Ftask%2Fmytask');

    await page.getByRole('link', { name: 'Sign up' }).click();
    await waitForRoute(page, (r) => r.startsWith('/register'));
    await fillSignUp(page, mail);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await waitForRoute(page, (r) => r === '/task/mytask');
    // The sign-in guide, then My task's own.
    await closeGuide(page);
    await closeGuide(page);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Ann Lee');

    // A reload keeps the session this tab holds.
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    expect(route(page)).toBe('/task/mytask');

    // The language switch changes the screen at once, and is kept across a reload.
    await page.getByTestId('language-switch').selectOption('zh');
    await page.getByRole('menuitem', { name: '我的任务' }).waitFor();
    await page.reload();
    await page.getByRole('menuitem', { name: '我的任务' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    // Another tab starts without a session (sessionStorage is per tab), in the kept language.
    const other = await b.page(context);
    await other.goto('/#/home');
    await waitForRoute(other, (r) => r.startsWith('/login'));
    await other.getByRole('heading', { name: '登录' }).waitFor();
    await other.close();

    // The login guide was shown once: not again after signing out and in.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    // Signed out, the page asks for a sign-in and offers the way back to where the user was.
    await waitForRoute(page, (r) => r === '/login?redirect=%2Ftask%2Fmytask');
    await page.goto('/#/home');
    await waitForRoute(page, (r) => r === '/login?redirect=%2Fhome');
    await logInThroughForm(page, mail, PASSWORD);
    await waitForRoute(page, (r) => r === '/home/publishwork');
    await page.getByTestId('user-menu').waitFor();
    // Publish Work's own guide, first seen here, is the only dialog.
    await page.getByRole('dialog', { name: zh.guide.publishworkTitle }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });
});
