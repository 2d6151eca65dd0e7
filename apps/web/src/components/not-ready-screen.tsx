import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The honest state of a screen a later release builds: no stand-in data. */
export default function NotReadyScreen() {
  const { t } = useTranslation();
  return <Result status="info" title={t('app.notReadyTitle')} subTitle={t('app.notReady')} />;
}
