import type { ApiErrorName } from '@stringer/shared/errors';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '../../../platform/errors';

/** What a verified Google ID token vouches for. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Each way a token can fail, as its own error key, so the client and the log say which. */
function reason(err: unknown): ApiErrorName {
  if (err instanceof errors.JWTExpired) return 'googleExpired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'iat') return 'googleIssuedLater';
    if (err.claim === 'aud') return 'googleAudience';
    if (err.claim === 'iss') return 'googleIssuer';
    return 'googleTokenInvalid';
  }
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey) {
    return 'googleSignature';
  }
  if (err instanceof errors.JOSEError && !(err instanceof errors.JWKSTimeout)) return 'googleTokenInvalid';
  // Google's keys could not be fetched (network, timeout): nothing was decided about the token.
  return 'googleUnavailable';
}

/** Google's ID tokens live an hour; clocks (ours, Google's) may differ by this much. */
const TOKEN_LIFE = '1h';
const CLOCK_SKEW_S = 60;

/**
 * Checks an ID token from Google Identity Services against Google's published keys (cached and
 * refreshed by jose): signature, audience = our client id, issuer, expiry, issued no later than
 * now and no earlier than a token's life ago (a token dated ahead would outlive its `exp` check's
 * intent), and a verified email.
 */
export function googleTokenVerifier({ clientId, jwksUrl }: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (credential: string): Promise<GoogleIdentity> => {
    const { payload } = await jwtVerify(credential, keys, {
      audience: clientId,
      issuer: ISSUERS,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      maxTokenAge: TOKEN_LIFE,
      clockTolerance: CLOCK_SKEW_S,
    }).catch((err: unknown) => {
      throw new AppError(reason(err));
    });
    const { sub, email, email_verified: verified, name, picture } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') throw new AppError('googleTokenInvalid');
    if (verified !== true && verified !== 'true') throw new AppError('googleEmailUnverified');
    return {
      sub,
      email: email.trim().toLowerCase(),
      name: typeof name === 'string' ? name : undefined,
      picture: typeof picture === 'string' ? picture : undefined,
    };
  };
}
