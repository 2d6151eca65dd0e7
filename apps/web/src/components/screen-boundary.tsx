import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Drawn without antd: the boundary is part of the first download of every page.

function LoadError() {
  const { t } = useTranslation();
  return (
    <div className="screen-state" role="alert">
      <h1 className="screen-state-title">{t('errors.screenLoad')}</h1>
      <p>{t('app.loadError')}</p>
      <button type="button" className="plain-button plain-button-primary" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadError /> : this.props.children;
  }
}

/** A spinner saying "Loading": drawn without antd, as the frames' first rows are (decision 0077). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="screen-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="screen-state-text">{t('app.loading')}</span>
    </div>
  );
}

/** A lazily loaded screen: a spinner while it comes, a load error with retry if it does not. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </Boundary>
  );
}
