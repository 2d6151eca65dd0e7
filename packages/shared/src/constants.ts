/** Spec section 9 and the limits of section 5 / product-decisions, in one place for both sides. */

export const REQUEST_TIMEOUT_MS = 60_000;
export const SUCCESS_CODE = 200;
/** Body `errorCode` of a session that was valid and has expired or been revoked. */
export const SESSION_INVALID_ERROR_CODE = 11012;
export const TOAST_DURATION_MS = 2000;
export const CHAT_SIGNATURE_TTL_S = 604_800;
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export const ZOOM = {
  designWidthPx: 1280,
  maxWidthPx: 3840,
  resizeDebounceMs: 300,
  baseFontSizePx: 16,
} as const;

export const PAGE_SIZE = { default: 10, max: 100 } as const;
/** 10 million rows at the largest page size: no list here comes near, and OFFSET stays bounded. */
export const PAGE_NUM_MAX = 100_000;

/** Header the client sends the session token in; login returns it as `tokenName`. */
export const TOKEN_NAME = 'stringer-token';

export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 32,
  realNameMax: 64,
  accountMin: 2,
  accountMax: 32,
  nickNameMax: 32,
  introMin: 1,
  introMax: 140,
  introWordsAdvised: 100,
  tagsMax: 5,
  avatarPx: 200,
  coverMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 30 * 1024 ** 3,
  videoMaxSeconds: 3600,
  videosPerWork: 9,
} as const;

export const VERIFICATION_CODE = {
  length: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendIntervalMs: 60_000,
} as const;

/** The message centre: spec section 9's signature validity, and the limits product-decisions sets. */
export const CHAT = {
  signatureTtlS: 604_800,
  messageMax: 5000,
  revokeWindowMs: 2 * 60_000,
  rate: { max: 20, windowMs: 10_000 },
  historyPage: 30,
} as const;

/** Review notes on a video's frames (issue 23): plain text, and a bound per video. */
export const NOTES = { textMax: 2000, perVideo: 500 } as const;

/** An admin's invitation to a new staff member: the mailed link works once, for this long. */
export const STAFF_INVITATION_TTL_MS = 72 * 3600_000;
