import { webPaths } from '@stringer/shared/web-paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';

/**
 * The frame of the sign-in, sign-up and password screens: brand, language, one card. Plain
 * markup styled like antd's Card, since the sign-in page loads without antd. The brand bar is the
 * banner and the card the main landmark (WCAG 1.3.1).
 */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <header className="auth-top">
        <Link to={webPaths.landing} className="auth-brand">
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card-title">
          {title}
        </h1>
        <div className="auth-card-body">{children}</div>
      </main>
    </div>
  );
}
