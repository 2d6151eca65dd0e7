import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../components/public-page';
import { useAppLinks } from '../api/content';

/** /download: the app's store links, as configured (APP_IOS_URL, APP_ANDROID_URL); unset ones hide. */
export default function DownloadScreen() {
  const { t } = useTranslation();
  const links = useAppLinks();
  const { ios, android } = links.data ?? { ios: null, android: null };
  return (
    <PublicPage>
      {links.isLoading ? (
        <Skeleton active />
      ) : (
        <Result
          status={ios || android ? 'success' : 'info'}
          title={t('menu.download')}
          subTitle={t(ios || android ? 'content.downloadBody' : 'content.noApp')}
          extra={
            <Space wrap>
              {ios && (
                <Button type="primary" size="large" icon={<AppleOutlined aria-hidden />} href={ios} target="_blank">
                  {t('content.ios')}
                </Button>
              )}
              {android && (
                <Button size="large" icon={<AndroidOutlined aria-hidden />} href={android} target="_blank">
                  {t('content.android')}
                </Button>
              )}
            </Space>
          }
        />
      )}
    </PublicPage>
  );
}
