import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { TFunction } from 'i18next';

dayjs.extend(utc);

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

/** Submit and review times in lists: GMT+0, as the spec's work list shows them. */
export const formatGmt = (iso: string | null) => (iso ? `${dayjs(iso).utc().format('YYYY-MM-DD HH:mm')} GMT+0` : '—');

/** A moment in the viewer's own time zone, to the minute (when a draft was saved). */
export const formatLocal = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
