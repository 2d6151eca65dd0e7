import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Sends the form on screen and returns its messages once antd has shown them: its rules answer
 * asynchronously, field by field, so the messages are read when some are shown and no field is
 * still being checked.
 */
export async function sendForMessages() {
  await act(async () => fireEvent.submit(document.querySelector('form') as HTMLFormElement));
  await waitFor(() => {
    expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull();
    expect(document.querySelector('.ant-form-item-is-validating')).toBeNull();
  });
  return [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
}
