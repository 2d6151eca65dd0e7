import { webPaths } from '@stringer/shared/web-paths';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** Only paths inside the app: a link must not send the user to another site. */
const safe = (redirect: string | null) => (redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : null);

/**
 * /middle?redirect=: the bridge an outside link (a mail, a shared link, an external sign-in's
 * return) lands on. Signed in, it goes on to `redirect` (or home); otherwise to log in, then there.
 */
export default function MiddleScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  useEffect(() => {
    const target = safe(params.get('redirect')) ?? webPaths.home;
    navigate(signedIn ? target : loginPath(target), { replace: true });
  }, [navigate, params, signedIn]);
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin description={t('menu.middle')} size="large">
        <div style={{ padding: 48 }} />
      </Spin>
    </div>
  );
}
