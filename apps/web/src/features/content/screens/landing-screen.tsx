import { webPaths } from '@stringer/shared/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerCarousel } from '../../../components/banner-carousel';
import { PublicHeader } from '../../../components/public-header';
import { useSession } from '../../../lib/session';
import { useBanners } from '../api/content';
import { usePublicWorks } from '../api/public-works';
import { PublicWorkCard } from '../components/public-work-card';

const STEPS = ['publish', 'review', 'paid'] as const;

function LatestWorks() {
  const { t } = useTranslation();
  const works = usePublicWorks(1, 3).data?.list ?? [];
  if (!works.length) return null;
  return (
    <section className="landing-section">
      <div className="landing-section-head">
        <h2>{t('home.latest')}</h2>
        <Link to={webPaths.publicVideos}>{t('home.allVideos')}</Link>
      </div>
      <div className="landing-grid">
        {works.map((w) => (
          <PublicWorkCard key={w.worksId} work={w} />
        ))}
      </div>
    </section>
  );
}

/**
 * /index: what Stringer is, how it works, what creators made, and the way in. The first page
 * most visitors see, drawn without antd so that it loads fast on a phone (decisions/0026).
 */
export default function LandingScreen() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  const banners = useBanners().data;
  return (
    <div className="landing">
      <PublicHeader />
      <section className="landing-hero">
        <h1>{t('home.title')}</h1>
        <p className="landing-lead">{t('home.body')}</p>
        <div className="landing-actions">
          {signedIn ? (
            <Link to={webPaths.home} className="plain-button plain-button-primary plain-button-large">
              {t('home.enter')}
            </Link>
          ) : (
            <>
              <Link to={webPaths.register} className="plain-button plain-button-primary plain-button-large">
                {t('home.start')}
              </Link>
              <Link to={webPaths.login} className="plain-button plain-button-large">
                {t('auth.login')}
              </Link>
            </>
          )}
        </div>
      </section>
      <div className="landing-section">
        <BannerCarousel banners={banners} />
      </div>
      <section className="landing-section">
        <h2>{t('home.how')}</h2>
        <ol className="landing-grid landing-steps">
          {STEPS.map((key, index) => (
            <li key={key} className="landing-card">
              <h3>
                <span className="landing-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                {t(`home.${key}Title`)}
              </h3>
              <p>{t(`home.${key}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <LatestWorks />
      <footer className="landing-section landing-footer">
        <nav className="landing-links">
          <Link to={webPaths.serviceProtocol}>{t('menu.serviceProtocol')}</Link>
          <Link to={webPaths.privacyPolicy}>{t('menu.privacyPolicy')}</Link>
          <Link to={webPaths.transferProtocol}>{t('menu.transferProtocol')}</Link>
          <Link to={webPaths.publicVideos}>{t('menu.publicVideos')}</Link>
          <Link to={webPaths.download}>{t('menu.download')}</Link>
        </nav>
      </footer>
    </div>
  );
}
