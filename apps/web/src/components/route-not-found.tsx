import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function RouteNotFound() {
  const { t } = useTranslation();
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
