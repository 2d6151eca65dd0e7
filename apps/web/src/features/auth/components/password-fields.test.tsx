import { cleanup } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { sendForMessages } from '../../../test/forms';
import { renderInApp } from '../../../test/render';
import { PasswordFields } from './password-fields';

afterEach(cleanup);

async function submit(values: { password?: string; confirmPassword?: string }) {
  await renderInApp(
    <Form initialValues={values}>
      <PasswordFields label="Password" />
    </Form>,
  );
  return sendForMessages();
}

describe('PasswordFields', () => {
  it('should say "Password cannot be empty" once, and ask for the confirmation in its own words', async () => {
    expect(await submit({})).toEqual(['Password cannot be empty', 'Enter the password again to confirm it']);
  });

  it('should ask only for the confirmation when the password is given', async () => {
    expect(await submit({ password: 'Secret123' })).toEqual(['Enter the password again to confirm it']);
  });

  it('should refuse two different passwords', async () => {
    expect(await submit({ password: 'Secret123', confirmPassword: 'Secret124' })).toEqual([
      'Two passwords are inconsistent',
    ]);
  });
});
