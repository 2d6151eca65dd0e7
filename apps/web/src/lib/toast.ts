import { TOAST_DURATION_MS } from '@stringer/shared/constants';
import type { MessageInstance } from 'antd/es/message/interface';

/** antd's message API bound to the app's theme and locale; set once by <ToastBridge/>. */
let instance: MessageInstance | undefined;

export function bindToasts(message: MessageInstance) {
  instance = message;
}

const seconds = TOAST_DURATION_MS / 1000;

export const toast = {
  error: (text: string) => void instance?.error(text, seconds),
  success: (text: string) => void instance?.success(text, seconds),
  info: (text: string) => void instance?.info(text, seconds),
};
