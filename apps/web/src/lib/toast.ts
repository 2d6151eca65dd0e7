import { TOAST_DURATION_MS } from '@stringer/shared/constants';
import type { MessageInstance } from 'antd/es/message/interface';

/** antd's message API bound to the app's theme and locale; set by <ToastBridge/>. */
let instance: MessageInstance | undefined;

/**
 * Binds the toasts to a mounted <ToastBridge/>; its cleanup unbinds them again. A page may hold
 * several antd providers, each loaded with what it draws (decision 0077): one that goes leaves the
 * toasts to antd's own until another binds them, rather than to a message holder no longer drawn.
 */
export function bindToasts(message: MessageInstance) {
  instance = message;
  return () => {
    if (instance === message) instance = undefined;
  };
}

const seconds = TOAST_DURATION_MS / 1000;

function show(kind: 'error' | 'success' | 'info', text: string) {
  if (instance) return void instance[kind](text, seconds);
  // A screen drawn without antd (the sign-in page) loads it only when there is something to say.
  void import('antd').then(({ message }) => message[kind](text, seconds));
}

export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
};
