import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The sign-in page is drawn without antd (docs/decisions/0026): these look like antd's fields.

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  /** Something drawn inside the input's frame, after it (the password's eye). */
  suffix?: ReactNode;
}

export function PlainField({ label, error, suffix, ...input }: FieldProps) {
  const id = input.name;
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <span className={`plain-input${error ? ' plain-input-error' : ''}`}>
        <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        {suffix}
      </span>
      <div className="plain-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

export function PlainPasswordField(props: Omit<FieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const eye = (
    <button
      type="button"
      className="plain-eye"
      aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}
      aria-pressed={shown}
      onClick={() => setShown(!shown)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d={
            shown
              ? 'M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z'
              : 'm3.3 2 18.7 18.7-1.3 1.3-3.4-3.4A10.7 10.7 0 0 1 12 19C6 19 2 12 2 12a18 18 0 0 1 4.2-4.9L2 3.3 3.3 2ZM12 5c6 0 10 7 10 7a18.6 18.6 0 0 1-3 3.8l-3.3-3.3A4.5 4.5 0 0 0 11.5 7.3L9.2 5.3C10.1 5.1 11 5 12 5Z'
          }
        />
      </svg>
    </button>
  );
  return <PlainField {...props} type={shown ? 'text' : 'password'} suffix={eye} />;
}

/** An error or warning above the form, as antd's Alert shows one. */
export function PlainNotice({
  kind,
  title,
  children,
}: {
  kind: 'error' | 'warning';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={`plain-notice plain-notice-${kind}`} role="alert">
      <strong>{title}</strong>
      {children ? <div>{children}</div> : null}
    </div>
  );
}
