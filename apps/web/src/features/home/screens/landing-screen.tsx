import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../app/routes';
import { PublicHeader } from '../../../components/public-header';
import { useSession } from '../../../lib/session';

/** /index: what Stringer is, and the way in. Banners and public works arrive with the content issue. */
export default function LandingScreen() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="landing">
      <PublicHeader />
      <section className="landing-hero">
        <Typography.Title>{t('home.title')}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: '1.125rem' }}>{t('home.body')}</Typography.Paragraph>
        <Space>
          {signedIn ? (
            <Link to={HOME_PATH}>
              <Button type="primary" size="large">
                {t('home.enter')}
              </Button>
            </Link>
          ) : (
            <>
              <Link to="/register">
                <Button type="primary" size="large">
                  {t('home.start')}
                </Button>
              </Link>
              <Link to="/login">
                <Button size="large">{t('auth.login')}</Button>
              </Link>
            </>
          )}
        </Space>
      </section>
    </div>
  );
}
