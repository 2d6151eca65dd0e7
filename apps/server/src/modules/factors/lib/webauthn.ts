import type { PasskeyRow } from '../../../db/schema';

type Library = typeof import('@simplewebauthn/server');
type RegistrationResponse = Parameters<Library['verifyRegistrationResponse']>[0]['response'];
type AuthenticationResponse = Parameters<Library['verifyAuthenticationResponse']>[0]['response'];

// Loaded on first use (decision 0021): most starts never see a passkey.
let library: Promise<Library> | undefined;
const load = () => {
  library ??= import('@simplewebauthn/server');
  return library;
};

const credentialsOf = (keys: PasskeyRow[]) => keys.map((k) => ({ id: k.credentialId, transports: k.transports }));

/**
 * Passkeys through SimpleWebAuthn. The relying party is the site's public address: its host name
 * is the RP id and its origin the only one a browser's answer may come from.
 */
export function webauthnFor(publicUrl: string) {
  const url = new URL(publicUrl);
  const rp = { rpName: 'Stringer', rpID: url.hostname, origin: url.origin };

  return {
    rp,

    async registrationOptions(account: { id: number; mail: string; realName: string }, existing: PasskeyRow[]) {
      const { generateRegistrationOptions } = await load();
      // Spread: a plain object type, as the shared schema's loose object expects.
      return {
        ...(await generateRegistrationOptions({
          rpName: rp.rpName,
          rpID: rp.rpID,
          userName: account.mail,
          userDisplayName: account.realName,
          userID: new TextEncoder().encode(`stringer-${account.id}`),
          attestationType: 'none',
          excludeCredentials: credentialsOf(existing),
          authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        })),
      };
    },

    /** The new credential, or null when the browser's answer does not hold. */
    async verifyRegistration(response: unknown, expectedChallenge: string) {
      const { verifyRegistrationResponse } = await load();
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponse,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!result?.verified) return null;
      const { credential } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    },

    async authenticationOptions(keys: PasskeyRow[]) {
      const { generateAuthenticationOptions } = await load();
      return {
        ...(await generateAuthenticationOptions({
          rpID: rp.rpID,
          allowCredentials: credentialsOf(keys),
          userVerification: 'preferred',
        })),
      };
    },

    /** The authenticator's new signature counter, or null when the assertion does not hold. */
    async verifyAuthentication(response: unknown, expectedChallenge: string, key: PasskeyRow) {
      const { verifyAuthenticationResponse } = await load();
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponse,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
        credential: {
          id: key.credentialId,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
          transports: key.transports as NonNullable<
            Parameters<Library['verifyAuthenticationResponse']>[0]['credential']['transports']
          >,
        },
      }).catch(() => null);
      return result?.verified ? result.authenticationInfo.newCounter : null;
    },
  };
}

export type Webauthn = ReturnType<typeof webauthnFor>;
