/** Only a path inside this app is a valid way back (never another site). */
export function safeRedirect(value: string | null, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
