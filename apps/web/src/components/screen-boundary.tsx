import { Button, Result, Spin } from 'antd';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

function LoadError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.screenLoad')}
      subTitle={t('app.loadError')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </Button>
      }
    />
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

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="screen-loading" role="status">
      <Spin description={t('app.loading')} size="large">
        <div style={{ padding: 48 }} />
      </Spin>
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
