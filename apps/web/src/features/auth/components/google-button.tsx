import { useEffect, useRef } from 'react';
import { usePreferences } from '../../../lib/preferences';
import { loadGoogleIdentity, promptError } from './google-identity';

interface Props {
  clientId: string;
  onCredential(credential: string): void;
  /** A translation key of spec 8's Google errors. */
  onError(key: string): void;
}

/** Google's own button (and One Tap), in the reader's language. */
export function GoogleButton({ clientId, onCredential, onError }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onError });
  handlers.current = { onCredential, onError };
  const language = usePreferences((s) => s.language);

  useEffect(() => {
    let live = true;
    const fail = (key: string) => live && handlers.current.onError(key);
    loadGoogleIdentity()
      .then((id) => {
        if (!live || !box.current) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            credential ? handlers.current.onCredential(credential) : fail('auth.googleUnknown'),
        });
        // A language change draws the button again, in place of the old one.
        box.current.replaceChildren();
        id.renderButton(box.current, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          width: 240,
          locale: language === 'zh' ? 'zh_CN' : 'en',
        });
        id.prompt((moment) => {
          const key = promptError(moment);
          if (key) fail(key);
        });
      })
      .catch(() => fail('auth.googleUnknown'));
    return () => {
      live = false;
    };
  }, [clientId, language]);

  // Google's button is 40 px high: the box keeps that room from the start, so nothing moves.
  return <div ref={box} className="google-button" data-testid="google-button" />;
}
