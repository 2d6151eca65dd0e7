import { CheckCircleOutlined, CloudUploadOutlined, DollarOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../app/routes';
import { PublicHeader } from '../../../components/public-header';
import { useSession } from '../../../lib/session';
import { usePublicWorks } from '../api/content';
import { BannerCarousel } from '../components/banner-carousel';
import { PublicWorkCard } from '../components/public-work-card';

const STEPS = [
  { icon: <CloudUploadOutlined />, key: 'publish' },
  { icon: <CheckCircleOutlined />, key: 'review' },
  { icon: <DollarOutlined />, key: 'paid' },
] as const;

function LatestWorks() {
  const { t } = useTranslation();
  const works = usePublicWorks(1, 3).data?.list ?? [];
  if (!works.length) return null;
  return (
    <section className="landing-section">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('home.latest')}</Typography.Title>
        <Link to="/public/videos">{t('home.allVideos')}</Link>
      </Space>
      <Row gutter={[16, 16]}>
        {works.map((w) => (
          <Col key={w.worksId} xs={24} md={8}>
            <PublicWorkCard work={w} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** /index: what Stringer is, how it works, what creators made, and the way in. */
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
      <section className="landing-section">
        <BannerCarousel />
      </section>
      <section className="landing-section">
        <Typography.Title level={3}>{t('home.how')}</Typography.Title>
        <Row gutter={[16, 16]}>
          {STEPS.map(({ icon, key }) => (
            <Col key={key} xs={24} md={8}>
              <Card>
                <Typography.Title level={4}>
                  {icon} {t(`home.${key}Title`)}
                </Typography.Title>
                <Typography.Paragraph>{t(`home.${key}Body`)}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <LatestWorks />
      <footer className="landing-section landing-footer">
        <Space wrap separator="·">
          <Link to="/serviceprotocol">{t('menu.serviceProtocol')}</Link>
          <Link to="/privacypolicy">{t('menu.privacyPolicy')}</Link>
          <Link to="/transferprotocol">{t('menu.transferProtocol')}</Link>
          <Link to="/public/videos">{t('menu.publicVideos')}</Link>
          <Link to="/download">{t('menu.download')}</Link>
        </Space>
      </footer>
    </div>
  );
}
