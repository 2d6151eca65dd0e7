import {
  type MaskedPayoutDetails,
  maskPayoutDetails,
  type PayoutDetails,
  type PayoutDetailsBody,
  type WholePayoutDetails,
} from '@stringer/shared/schemas/payout-details';
import { webAddress, webPaths } from '@stringer/shared/web-paths';
import type { PayoutDetailsRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type Language, translate } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import type { Mail } from '../../platform/mail/mailer';
import type { Sealer } from '../../platform/sealed';
import type { AccountRows } from '../accounts';
import type { AuditRows } from '../audit';
import type { Reverify } from '../factors';
import type { NotificationRows } from '../notifications';
import { payoutDetailsRepository as repo } from './payout-details.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'sendMail'>;
  sealer: Sealer;
  publicUrl: string;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** A creator's notification settings. */
  notificationRows: NotificationRows;
  /** The owner's proof, asked again before a sensitive change. */
  reverify: Reverify;
}

/** The owner's id is bound into each seal: a row moved to another account does not open. */
export const payoutContext = (accountId: number) => `payout-details:${accountId}`;

const presentMasked = (row: PayoutDetailsRow): MaskedPayoutDetails => ({
  method: row.method,
  country: row.country,
  masked: row.masked,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A creator's payout details (docs/decisions/0058): sealed at rest, shown masked to their owner,
 * whole only to admins (each reading audited); a change asks for the password or an
 * authenticator code again and is mailed to the owner, in case it was not them.
 */
export function createPayoutDetailsService({
  database: { db, transaction },
  jobs,
  sealer,
  publicUrl,
  accountRows,
  auditRows,
  notificationRows,
  reverify,
}: Deps) {
  const open = (row: PayoutDetailsRow): WholePayoutDetails => {
    let details: PayoutDetails;
    try {
      details = JSON.parse(sealer.open(row, payoutContext(row.accountId)));
    } catch {
      // Sealed under another PAYOUT_KEY (or altered): say so, never guess.
      throw new AppError('payoutDetailsSealed');
    }
    const { method, country, ...fields } = details;
    return {
      creatorId: row.accountId,
      method,
      country,
      fields: fields as Record<string, string>,
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  /** Whole details in the caller's transaction, each reading with its audit row (`view` or `export`). */
  async function readAudited(tx: Db, auth: AuthSession, creatorIds: number[], action: 'view' | 'export') {
    const rows = await repo.ofMany(tx, creatorIds);
    for (const row of rows) {
      await auditRows.record(tx, {
        staffId: auth.accountId,
        entity: 'payoutDetails',
        entityId: row.accountId,
        creatorId: row.accountId,
        action,
        after: { method: row.method, country: row.country },
      });
    }
    return new Map(rows.map((row) => [row.accountId, open(row)]));
  }

  return {
    async mine(auth: AuthSession) {
      const row = await repo.of(db, auth.accountId);
      return { details: row ? presentMasked(row) : null };
    },

    async change(auth: AuthSession, body: PayoutDetailsBody & { details: PayoutDetails }) {
      const account = await accountRows.findById(db, auth.accountId);
      if (!account) throw new AppError('unauthorized');
      await reverify(db, account, body);
      const { details } = body;
      const masked = maskPayoutDetails(details);
      const sealed = sealer.seal(JSON.stringify(details), payoutContext(account.id));
      return transaction(async (tx: Tx) => {
        const before = await repo.of(tx.db, account.id);
        await repo.save(tx.db, {
          accountId: account.id,
          method: details.method,
          country: details.country,
          masked,
          ...sealed,
        });
        await auditRows.record(tx.db, {
          actorKind: 'creator',
          creatorId: account.id,
          entity: 'payoutDetails',
          entityId: account.id,
          action: 'update',
          before: before ? { method: before.method, country: before.country } : null,
          after: { method: details.method, country: details.country },
        });
        const language = (await notificationRows.settings(tx.db, account.id))?.language ?? 'en';
        await jobs.sendMail(changedMail(account.mail, language, masked, publicUrl), tx);
        const row = await repo.of(tx.db, account.id);
        return { details: row ? presentMasked(row) : null };
      });
    },

    /** The payouts screen: one creator's details whole, audited. */
    async forAdmin(auth: AuthSession, creatorId: number) {
      const found = await transaction((tx) => readAudited(tx.db, auth, [creatorId], 'view'));
      return { details: found.get(creatorId) ?? null };
    },

    /** The CSV of what is due: every listed creator's details, each audited as exported. */
    wholeFor: (tx: Db, auth: AuthSession, creatorIds: number[]) => readAudited(tx, auth, creatorIds, 'export'),
  };
}

/** Mailed on every change, so that someone who took over the account cannot redirect payouts unseen. */
function changedMail(to: string, language: Language, masked: string, publicUrl: string): Mail {
  return {
    to,
    subject: translate(language, 'mail.payoutDetailsChangedSubject'),
    text: translate(language, 'mail.payoutDetailsChangedText', {
      masked,
      link: webAddress(publicUrl, webPaths.earnings),
    }),
  };
}

export type PayoutDetailsService = ReturnType<typeof createPayoutDetailsService>;
