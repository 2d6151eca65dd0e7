import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt, formatMessageTime } from '../../../lib/time';

/** When a message or notification came, as spec 9 shows it (HH:mm today, then Yesterday…); the full time on hover. */
export function MessageTime({ at }: { at: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary">
      <time dateTime={at} title={formatGmt(at)}>
        {formatMessageTime(at, t)}
      </time>
    </Typography.Text>
  );
}
