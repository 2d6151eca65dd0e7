import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';

/** The frame of the sign-in, sign-up and password screens: brand, language, one card. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-top">
        <Link to="/index" className="auth-brand">
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </div>
      <Card className="auth-card" title={<h1 style={{ margin: 0, fontSize: '1.25rem' }}>{title}</h1>}>
        {children}
      </Card>
    </div>
  );
}
