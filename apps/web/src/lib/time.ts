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

const GMT_FORMATS = { minute: 'YYYY-MM-DD HH:mm', day: 'YYYY-MM-DD' } as const;

/**
 * Every moment the app shows (submitted, reviewed, a task's window, saved), on the creator's side
 * and the console's alike: in GMT+0 and labelled so, as the spec's work list shows times, so that
 * a creator and an editor in different zones read the same time for the same thing.
 */
export const formatGmt = (iso: string | null | undefined, unit: keyof typeof GMT_FORMATS = 'minute') =>
  iso ? `${dayjs(iso).utc().format(GMT_FORMATS[unit])} GMT+0` : '—';
