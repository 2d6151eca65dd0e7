/**
 * A signed URL's identity: its query (expiry, signature) changes whenever the screen refetches,
 * and that alone must neither restart the video nor fetch its storyboard again.
 */
export const urlIdentity = (url: string | null) => url?.split('?')[0] ?? null;
