import type { SecondStep } from '@stringer/shared/schemas/factors';
import { webLinks } from '@stringer/shared/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/http';
import { useGoogleConfig, useGoogleLogin } from '../api/google';
import { GoogleButton } from './google-button';
import { PlainNotice } from './plain-fields';

/** Sign-in options shown as labels (spec 1) until they work: Facebook, and Google when not configured. */
function Label({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <span className="plain-button plain-button-disabled" aria-disabled="true">
      {name} <small>({t('auth.comingSoon')})</small>
    </span>
  );
}

/**
 * Google (spec 7) on the sign-in and sign-up screens. A Google address with no account yet goes
 * to sign-up's completion step, with the token, to give the region and accept the agreements.
 */
export function OtherWays({
  redirect,
  onSecondStep,
}: {
  redirect: string;
  /** A creator with a second factor is asked for it after Google too (the sign-in page shows the step). */
  onSecondStep?: (step: SecondStep) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useGoogleConfig();
  const googleLogin = useGoogleLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const clientId = config.data?.clientId;

  const onCredential = (credential: string) => {
    setFailure(null);
    googleLogin.mutate(
      { credential },
      {
        onSuccess: () => navigate(redirect, { replace: true }),
        onError: (err) => {
          const key = err instanceof ApiError ? err.msgKey : 'errors.loginFailed';
          if (key === 'factors.secondStepRequired' && err instanceof ApiError) {
            if (onSecondStep) return onSecondStep(err.data as SecondStep);
            return navigate(webLinks.login(redirect));
          }
          if (key !== 'errors.googleSignUpRequired') return setFailure(key);
          navigate(webLinks.register(redirect), { state: { googleCredential: credential } });
        },
      },
    );
  };

  return (
    <div className="other-ways">
      <div className="other-ways-title">{t('auth.otherWays')}</div>
      {failure ? <PlainNotice kind="error" title={t(failure)} /> : null}
      <div className="other-ways-buttons">
        {clientId ? (
          <GoogleButton clientId={clientId} onCredential={onCredential} onError={setFailure} />
        ) : (
          <Label name={t('auth.google')} />
        )}
        <Label name={t('auth.facebook')} />
      </div>
    </div>
  );
}
