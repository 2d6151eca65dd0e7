import { webPaths } from '@stringer/shared/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';

/** The top of the public pages: brand, language, and the way in for visitors (plain markup: /index loads no antd). */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <header className="auth-top public-header">
      <Link to={webPaths.landing} className="auth-brand">
        {t('app.name')}
      </Link>
      <span className="public-header-end">
        <LanguageSwitch />
        {!signedIn && <Link to={webPaths.login}>{t('auth.login')}</Link>}
      </span>
    </header>
  );
}
