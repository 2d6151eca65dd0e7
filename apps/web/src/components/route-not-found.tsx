import { webPaths } from '@stringer/shared/web-paths';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title';
import { NavButton } from './nav-button';

export default function RouteNotFound() {
  const { t } = useTranslation();
  // No route of the table matched, so nothing else names the page: the tab would keep the last title.
  usePageTitle({ titleKey: 'errors.routeNotExist' });
  return (
    <Result
      status="404"
      title={t('errors.routeNotExist')}
      extra={
        <NavButton type="primary" to={webPaths.landing}>
          {t('app.backHome')}
        </NavButton>
      }
    />
  );
}
