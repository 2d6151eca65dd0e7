import type { SecondStep, SecondStepProof } from '@stringer/shared/schemas/factors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFactorTexts } from '../../../lib/factor-texts';
import { ApiError } from '../../../lib/http';
import { loginFailure } from '../api/login';
import { useSecondStep } from '../api/second-step';
import { PlainField, PlainNotice } from './plain-fields';

interface Props {
  step: SecondStep;
  onSignedIn: () => void;
  onCancel: () => void;
}

/** The browser's passkey prompt, its code loaded only when asked for. */
async function passkeyProof(options: NonNullable<SecondStep['passkeyOptions']>): Promise<SecondStepProof> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as never });
  return { method: 'passkey', response: response as never };
}

/**
 * The sign-in's second step (a lazy chunk of the sign-in page): an authenticator code, a passkey
 * or a recovery code answers the challenge the first call gave.
 */
export default function SecondStepForm({ step, onSignedIn, onCancel }: Props) {
  const { t } = useTranslation();
  const ready = useFactorTexts();
  const complete = useSecondStep();
  const [recovery, setRecovery] = useState(!step.methods.includes('totp'));
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  if (!ready) return <span className="spinner" aria-hidden="true" />;

  const send = (proof: SecondStepProof) => {
    setFailure(null);
    complete.mutate(
      { challenge: step.challenge, proof },
      {
        onSuccess: onSignedIn,
        onError: (err) => setFailure(err instanceof ApiError ? err : new ApiError({ msgKey: 'errors.loginFailed' })),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ method: recovery ? 'recovery' : 'totp', code });
  };
  const usePasskey = () =>
    step.passkeyOptions &&
    passkeyProof(step.passkeyOptions).then(send, () =>
      setFailure(new ApiError({ msgKey: 'factors.signIn.passkeyCancelled' })),
    );
  const fieldError = failure?.errors[0]?.msgKey;

  return (
    <div className="second-step">
      <h2>{t('factors.signIn.title')}</h2>
      <p>{t('factors.signIn.intro')}</p>
      {failure && !fieldError ? <PlainNotice kind="error" title={loginFailure(failure, t)} /> : null}
      {step.methods.includes('passkey') ? (
        <button type="button" className="plain-button plain-button-block" onClick={usePasskey}>
          {t('factors.signIn.usePasskey')}
        </button>
      ) : null}
      {step.methods.includes('totp') || step.methods.includes('recovery') ? (
        <form onSubmit={onSubmit} noValidate>
          <PlainField
            name="code"
            label={t(recovery ? 'factors.signIn.recoveryCode' : 'factors.signIn.totpCode')}
            value={code}
            error={fieldError && t(fieldError)}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoFocus
            disabled={complete.isPending}
            onChange={(e) => setCode(e.target.value)}
          />
          <button
            type="submit"
            className="plain-button plain-button-primary plain-button-block"
            disabled={complete.isPending}
          >
            {t('factors.signIn.verify')}
          </button>
        </form>
      ) : null}
      <div className="auth-links">
        {step.methods.includes('recovery') && step.methods.includes('totp') ? (
          <button type="button" className="plain-button" onClick={() => setRecovery(!recovery)}>
            {t(recovery ? 'factors.signIn.useTotp' : 'factors.signIn.useRecovery')}
          </button>
        ) : null}
        <button type="button" className="plain-button" onClick={onCancel}>
          {t('factors.signIn.back')}
        </button>
      </div>
    </div>
  );
}
