import { useTranslation } from 'react-i18next';
import { durationParts } from './figures';

/** How long a process has run, in its two largest units ("3 d 4 h", "12 min"). */
export function Uptime({ since }: { since: string }) {
  const { t } = useTranslation();
  const { d, h, m, s } = durationParts((Date.now() - new Date(since).getTime()) / 1000);
  if (d) return <>{t('system.daysHours', { d, h })}</>;
  if (h) return <>{t('system.hoursMinutes', { h, m })}</>;
  return <>{m ? t('system.minutes', { m }) : t('system.seconds', { s })}</>;
}
