import type { LoginBody } from '@stringer/shared/schemas/account';
import type { SecondStep } from '@stringer/shared/schemas/factors';
import { webLinks, webPaths } from '@stringer/shared/web-paths';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { safeRedirect } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { loginFailure, useLogin } from '../api/login';
import { AuthPage } from '../components/auth-page';
import { OtherWays } from '../components/other-ways';
import { PlainField, PlainNotice, PlainPasswordField } from '../components/plain-fields';

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

// A chunk of its own: only accounts with a second factor load it (and the passkey code behind it).
const SecondStepForm = lazy(() => import('../components/second-step-form'));
/** The sign-in's own answer when a second factor must complete it (the shared SECOND_STEP_CODE, which comes with zod). */
const SECOND_STEP = 202;

/** The shared rule, fetched on the first submit: zod stays out of the sign-in page's first download. */
async function check(values: LoginBody): Promise<{ body?: LoginBody; errors: FieldErrors }> {
  const { loginBody } = await import('@stringer/shared/schemas/account');
  const result = loginBody.safeParse(values);
  if (result.success) return { body: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof LoginBody] ??= issue.message;
  return { errors };
}

function OldAccountNotice() {
  const { t } = useTranslation();
  return (
    <PlainNotice kind="warning" title={t('auth.oldAccountTitle')}>
      {t('auth.oldAccountBody')} <Link to={webPaths.retrievePassword}>{t('auth.oldAccountAction')}</Link>
    </PlainNotice>
  );
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), webPaths.home);
  const signedIn = useSession((s) => Boolean(s.token));
  const login = useLogin();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // A refused sign-in leaves focus on the field to correct (the notice above is read out as an
  // alert), not on the body where the disabled button dropped it; once the fields are enabled again.
  const [refocus, setRefocus] = useState<{ field: keyof LoginBody } | null>(null);
  useEffect(() => {
    if (refocus && !login.isPending) document.getElementById(refocus.field)?.focus();
  }, [refocus, login.isPending]);

  if (signedIn && !login.isSuccess) return <Navigate to={redirect} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = await check(values);
    setErrors(found);
    if (!body) {
      setRefocus({ field: found.email ? 'email' : 'password' });
      return;
    }
    login.mutate(body, {
      onSuccess: () => navigate(redirect, { replace: true }),
      onError: (err) => {
        const apiError = err instanceof ApiError ? err : new ApiError({ msgKey: 'errors.loginFailed' });
        if (apiError.code === SECOND_STEP) return setSecondStep(apiError.data as SecondStep);
        if (apiError.errors.length) setErrors(Object.fromEntries(apiError.errors.map((e) => [e.field, e.msgKey])));
        else setFailure(apiError);
        const first = apiError.errors[0]?.field;
        setRefocus({ field: first === 'email' ? 'email' : 'password' });
      },
    });
  };
  const field = (name: keyof LoginBody) => ({
    name,
    value: values[name],
    error: errors[name] && t(errors[name]),
    disabled: login.isPending,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  if (secondStep)
    return (
      <AuthPage title={t('auth.login')}>
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <SecondStepForm
            step={secondStep}
            onSignedIn={() => navigate(redirect, { replace: true })}
            onCancel={() => setSecondStep(null)}
          />
        </Suspense>
      </AuthPage>
    );

  return (
    <AuthPage title={t('auth.login')}>
      {failure?.msgKey === 'errors.oldAccount' ? (
        <OldAccountNotice />
      ) : failure ? (
        <PlainNotice kind="error" title={loginFailure(failure, t)} />
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <PlainField
          {...field('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          placeholder={t('auth.emailPlaceholder')}
        />
        <PlainPasswordField {...field('password')} label={t('auth.password')} autoComplete="current-password" />
        <button
          type="submit"
          className="plain-button plain-button-primary plain-button-block"
          disabled={login.isPending}
        >
          {login.isPending ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
          {t('auth.login')}
        </button>
      </form>
      <div className="auth-links">
        <Link to={webPaths.retrievePassword}>{t('auth.forgotPassword')}</Link>
        <span>
          {t('auth.noAccount')} <Link to={webLinks.register(redirect)}>{t('auth.toRegister')}</Link>
        </span>
      </div>
      <OtherWays redirect={redirect} onSecondStep={setSecondStep} />
    </AuthPage>
  );
}
