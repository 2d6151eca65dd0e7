import { randomBytes } from 'node:crypto';
import { LIMITS } from '@stringer/shared/constants';
import type { GoogleLoginBody } from '@stringer/shared/schemas/google';
import { Role } from '@stringer/shared/statuses';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { AccountRows } from '../accounts';
import type { AreasService } from '../areas';
import type { SessionsService, SignInAnswer } from '../sessions';
import { type GoogleIdentity, googleTokenVerifier } from './lib/google-token';

interface Deps {
  database: Pick<Database, 'db'>;
  areas: Pick<AreasService, 'checkRegion'>;
  sessions: Pick<SessionsService, 'signIn'>;
  google: { clientId: string | null; jwksUrl: string };
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
}

type ClientMeta = Parameters<SessionsService['signIn']>[1];
type Region = Omit<GoogleLoginBody, 'credential' | 'countryId'> & { countryId: number };

/** An account name from the address's local part, made unique with a random ending if taken. */
function accountNameFor(email: string, attempt: number) {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, LIMITS.accountMax - 7);
  const name = base.length >= LIMITS.accountMin ? base : `user${base}`;
  return attempt === 0 ? name : `${name}_${randomBytes(3).toString('hex')}`;
}

export function createGoogleService({ database: { db }, areas, sessions, google, accountRows }: Deps) {
  const verify = google.clientId ? googleTokenVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl }) : null;

  async function createAccount(identity: GoogleIdentity, sent: Region) {
    const region = await areas.checkRegion(sent);
    let account = accountNameFor(identity.email, 0);
    for (let attempt = 1; await accountRows.accountNameTaken(db, account); attempt++) {
      account = accountNameFor(identity.email, attempt);
    }
    return accountRows.insert(db, {
      role: Role.Creator,
      account,
      mail: identity.email,
      // No password: signing in by email needs one set through "retrieve password" first.
      passwordHash: null,
      realName: (identity.name ?? identity.email.split('@')[0] ?? account).slice(0, LIMITS.realNameMax),
      avatarUrl: identity.picture ?? null,
      ...region,
      googleSub: identity.sub,
    });
  }

  return {
    clientId: google.clientId,

    /**
     * Spec 7's Google sign-in, for creators. The account is the one linked to this Google id, else
     * the one with the verified address if no other Google id is linked to it (linked now), else a
     * new one: made once the region is given. A second Google account with the same address never
     * takes a link over; staff sign in with their password (and second factor), never by Google.
     * A creator who turned a second factor on is asked for it here too.
     */
    async login({ credential, countryId, ...region }: GoogleLoginBody, meta: ClientMeta): Promise<SignInAnswer> {
      if (!verify) throw new AppError('googleNotConfigured');
      const identity = await verify(credential);
      const known =
        (await accountRows.findByGoogleSub(db, identity.sub)) ?? (await accountRows.findByMail(db, identity.email));
      if (known && known.role !== Role.Creator) throw new AppError('googleStaffRefused');
      if (known?.googleSub && known.googleSub !== identity.sub) throw new AppError('googleLinkedElsewhere');
      if (known && !known.googleSub) await accountRows.update(db, known.id, { googleSub: identity.sub });
      if (known) return sessions.signIn(known, meta);
      if (countryId === undefined) throw new AppError('googleSignUpRequired');
      return sessions.signIn(await createAccount(identity, { countryId, ...region }), meta);
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
