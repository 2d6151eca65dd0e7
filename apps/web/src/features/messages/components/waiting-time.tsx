import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/pill';
import { formatGmt } from '../../../lib/time';

const MINUTE = 60_000;

/** How long a creator has waited: minutes, then hours, then days; it ticks each minute. */
export function WaitingTime({ since }: { since: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE));
  const words =
    minutes < 60
      ? t('inbox.waitingMinutes', { count: minutes })
      : minutes < 24 * 60
        ? t('inbox.waitingHours', { count: Math.floor(minutes / 60) })
        : t('inbox.waitingDays', { count: Math.floor(minutes / (24 * 60)) });
  // Past an hour a creator has waited too long: the tag says so in colour too.
  return (
    <Pill color={minutes >= 60 ? 'red' : 'orange'} icon={<ClockCircleOutlined aria-hidden />} title={formatGmt(since)}>
      {words}
    </Pill>
  );
}
