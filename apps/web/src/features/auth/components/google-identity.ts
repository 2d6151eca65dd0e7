/** The parts of Google Identity Services (accounts.google.com/gsi/client) this app calls. */
export interface PromptMoment {
  isNotDisplayed(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment(): boolean;
  getSkippedReason?(): string;
}

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(listener: (moment: PromptMoment) => void): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccountsId> | undefined;

/** Loads Google's script once, only on pages that show its button, only when it is configured. */
export function loadGoogleIdentity() {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google.accounts.id) : reject(new Error('no google')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('google script failed'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Spec 8's three Google sign-in errors, from One Tap's moment: not shown (blocked, or the
 * browser cannot), skipped by the user, or unknown. A visitor without a Google session simply
 * gets no One Tap, which is no error: the button is still there.
 */
export function promptError(moment: PromptMoment): string | null {
  if (moment.isNotDisplayed()) {
    return moment.getNotDisplayedReason?.() === 'opt_out_or_no_session' ? null : 'auth.googleNotShown';
  }
  if (moment.isSkippedMoment()) {
    return moment.getSkippedReason?.() === 'user_cancel' ? 'auth.googleSkipped' : null;
  }
  return null;
}
