import { formatGmt as gmt } from '@stringer/shared/time';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/**
 * Spec section 9: today shows HH:mm, then Yesterday, 2 days ago, 3 days ago, then month-day.
 * Days are calendar days in the viewer's time zone, not 24-hour spans.
 */
export function formatMessageTime(value: Date | string | number, t: TFunction, now: Date = new Date()) {
  const time = dayjs(value);
  const days = dayjs(now).startOf('day').diff(time.startOf('day'), 'day');
  if (days <= 0) return time.format('HH:mm');
  if (days === 1) return t('time.yesterday');
  if (days <= 3) return t('time.daysAgo', { count: days });
  return time.format('MM-DD');
}

/**
 * Every moment the app shows (submitted, reviewed, a task's window, saved), on the creator's side
 * and the console's alike: in GMT+0 and labelled so, as the spec's work list shows times and the
 * mails do (packages/shared/time.ts); a dash for none.
 */
export const formatGmt = (iso: string | null | undefined, unit?: Parameters<typeof gmt>[1]) =>
  iso ? gmt(iso, unit) : '—';
