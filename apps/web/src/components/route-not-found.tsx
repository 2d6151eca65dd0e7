import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

export default function RouteNotFound() {
  const { t } = useTranslation();
  // No route of the table matched, so nothing else names the page: the tab would keep the last title.
  usePageTitle({ titleKey: 'errors.routeNotExist' });
  return (
    <Result
      status="404"
      title={t('errors.routeNotExist')}
      extra={
        <Link to="/index">
          <Button type="primary">{t('app.backHome')}</Button>
        </Link>
      }
    />
  );
}
