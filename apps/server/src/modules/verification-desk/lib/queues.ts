/** The fingerprint job's queue (docs/decisions/0082), named apart from its service for the system page's list. */
export const FINGERPRINT_QUEUE = 'media.fingerprint';
