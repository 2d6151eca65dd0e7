/** Where a signed-in user lands when nothing else is asked for. */
export const HOME_PATH = '/home';
/** Where staff land: the first console page their role reaches. */
export const CONSOLE_PATH = '/console';
export const STAFF_PROFILE_PATH = '/console/profile';
/** Where staff set up their second factors (and where the admins' policy sends those without one). */
export const SECURITY_CONSOLE_PATH = '/console/security';

/** Only a path inside this app is a valid way back (never another site). */
export function safeRedirect(value: string | null, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
