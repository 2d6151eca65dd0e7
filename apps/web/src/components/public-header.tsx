import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';

/** The top of the public pages: brand, language, and the way in for visitors. */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <header className="auth-top" style={{ maxWidth: 'none', padding: '12px 24px', boxSizing: 'border-box' }}>
      <Link to="/index" className="auth-brand">
        {t('app.name')}
      </Link>
      <Space>
        <LanguageSwitch />
        {!signedIn && <Link to="/login">{t('auth.login')}</Link>}
      </Space>
    </header>
  );
}
