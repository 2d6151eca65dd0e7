import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll } from 'vitest';

export const GOOGLE_CLIENT_ID = 'stringer-test.apps.googleusercontent.com';

/**
 * Google's side of sign-in, on this machine: a key pair whose public half a local HTTP server
 * publishes as a JWKS (GOOGLE_JWKS_URL), and ID tokens signed like Google's.
 */
export async function startFakeGoogle() {
  const key = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(key.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  let counter = 0;
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`,
    /** A fresh Google user's token; `claims` and `options` make it wrong in one way. */
    token(
      claims: JWTPayload = {},
      {
        signedBy = 'google',
        expiresIn = '1h',
        issuedAt,
      }: { signedBy?: 'google' | 'stranger'; expiresIn?: string | number; issuedAt?: number } = {},
    ) {
      const n = ++counter;
      return new SignJWT({
        email: `g.user.${Date.now().toString(36)}.${n}@gmail.com`,
        email_verified: true,
        name: 'Gina Google',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .setIssuer(claims.iss ?? 'https://accounts.google.com')
        .setAudience(claims.aud ?? GOOGLE_CLIENT_ID)
        .setSubject(claims.sub ?? `1000${Date.now()}${n}`)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresIn)
        .sign((signedBy === 'google' ? key : stranger).privateKey);
    },
  };
}
