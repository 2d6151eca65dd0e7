import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { REFUSED_CALLS, useBrowser } from './support/browser';
import { waitForRoute } from './support/screens';

const b = useBrowser();

/** The error text antd shows under the field with this id. */
async function fieldError(page: import('playwright-core').Page, id: string) {
  const item = page.locator('.ant-form-item').filter({ has: page.locator(`#${id}`) });
  const explain = item.locator('.ant-form-item-explain-error');
  await explain.first().waitFor();
  return explain.first().textContent();
}

/** The error text under a field of the sign-in page (plain markup, no antd there). */
async function plainFieldError(page: import('playwright-core').Page, id: string) {
  const line = page.locator(`#${id}-error[role=alert]`);
  await line.waitFor();
  return line.textContent();
}

describe('bad input on the sign-up screen', () => {
  it('names every empty required field, in English', async () => {
    const page = await b.page(await b.context());
    await page.goto('/#/register');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const expected: Record<string, string> = {
      realName: 'Name cannot be empty',
      region: 'Region cannot be empty',
      account: 'Account cannot be empty',
      mail: 'Email cannot be empty',
      code: 'Verification code cannot be empty',
      password: 'Password cannot be empty',
      confirmPassword: 'Enter the password again to confirm it',
      ageConfirmed: 'Please confirm your age',
      agreed: 'Please read and accept the agreements',
    };
    for (const [id, text] of Object.entries(expected)) expect(await fieldError(page, id), id).toBe(text);
  });

  it('says what is wrong with each malformed field, in Chinese, and keeps what was typed', async () => {
    const page = await b.page(await b.context({ locale: 'zh-CN' }));
    await page.goto('/#/register');
    await page.locator('#realName').fill('李雷');
    await page.locator('#account').fill('li lei!');
    await page.locator('#mail').fill('lilei.example.com');
    await page.locator('#password').fill('password');
    await page.locator('#confirmPassword').fill('Password1');
    await page.locator('#code').fill('12ab');
    await page.getByRole('button', { name: '注 册' }).click();
    expect(await fieldError(page, 'account')).toBe('账号：2 到 32 位字母、数字、点、短横线或下划线');
    expect(await fieldError(page, 'mail')).toBe('邮箱格式不正确');
    expect(await fieldError(page, 'password')).toBe('密码：8 到 32 位，须包含数字、大写和小写字母');
    expect(await fieldError(page, 'confirmPassword')).toBe('两次输入的密码不一致');
    expect(await fieldError(page, 'code')).toBe('验证码错误');
    expect(await page.locator('#realName').inputValue()).toBe('李雷');
    expect(await page.locator('#mail').inputValue()).toBe('lilei.example.com');
  });

  it("shows the server's refusal at the field: a registered email", async () => {
    const { mail } = await createCreator();
    const page = await b.page(await b.context(), [REFUSED_CALLS]);
    await page.goto('/#/register');
    await page.locator('#mail').fill(mail);
    await page.getByTestId('send-code').click();
    expect(await fieldError(page, 'mail')).toBe('Email registered');
    expect(await page.getByTestId('send-code').textContent()).toBe('Send code');
  });
});

describe('bad input on the login screen', () => {
  it('asks for both fields, then says the password is wrong without losing the email', async () => {
    const { mail } = await createCreator();
    const page = await b.page(await b.context(), [REFUSED_CALLS]);
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await plainFieldError(page, 'email')).toBe('Email cannot be empty');
    expect(await plainFieldError(page, 'password')).toBe('Password cannot be empty');
    await page.locator('#email').fill(mail);
    await page.locator('#password').fill('Wrong1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    const notice = page.locator('.plain-notice');
    await expect.poll(() => notice.textContent()).toContain('Email or password is incorrect');
    expect(await page.locator('#email').inputValue()).toBe(mail);
  });

  it('says until when an account is locked after 8 wrong passwords, in Chinese too', async () => {
    const { mail } = await createCreator();
    const page = await b.page(await b.context({ locale: 'zh-CN' }), [REFUSED_CALLS]);
    await page.goto('/#/login');
    await page.locator('#email').fill(mail);
    await page.locator('#password').fill('Wrong1234');
    for (let i = 0; i < 8; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/web/account/email/login'));
      await page.getByRole('button', { name: '登录' }).click();
      await answered;
    }
    await expect
      .poll(() => page.locator('.plain-notice').textContent())
      .toMatch(/密码错误次数过多，请在 \d{2}:\d{2} 之后再试/);
  });

  it('tells an old account to retrieve its password, with the way there', async () => {
    const { mail } = await createCreator();
    const { sql } = await import('./support/api');
    await sql('UPDATE accounts SET password_hash = NULL WHERE mail = $1', [mail]);
    const page = await b.page(await b.context(), [REFUSED_CALLS]);
    await page.goto('/#/login');
    await page.locator('#email').fill(mail);
    await page.locator('#password').fill('Whatever1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Your account needs a new password').waitFor();
    await page.getByRole('link', { name: 'Retrieve password' }).click();
    await waitForRoute(page, (r) => r === '/retrievepassword');
  });
});

describe('bad input on the password retrieval screen', () => {
  it('answers an address with no account as any other, so the screen does not tell (0015)', async () => {
    const page = await b.page(await b.context());
    await page.goto('/#/retrievepassword');
    await page.locator('#email').fill(`nobody.${Date.now().toString(36)}@example.com`);
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/Resend in \d+ s/);
    const emailItem = page.locator('.ant-form-item').filter({ has: page.locator('#email') });
    expect(await emailItem.locator('.ant-form-item-explain-error').count()).toBe(0);
  });
});
