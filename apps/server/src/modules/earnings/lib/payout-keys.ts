import type { Database, Db } from '../../../platform/db/database';
import type { Sealer } from '../../../platform/sealed';
import type { AuditRows } from '../../audit';
import { payoutDetailsRepository as repo } from '../payout-details.repository';
import { payoutContext } from '../payout-details.service';

/**
 * What start-up says of rows no key opens (PAYOUT_KEY replaced without keeping the old one in
 * PAYOUT_KEY_PREVIOUS): production refuses to start, since every payout would fail on them and
 * every new save would hide the mistake further; elsewhere a warning.
 */
export async function checkPayoutKeys(
  db: Db,
  sealer: Sealer,
  production: boolean,
  log: { warn(message: string): void },
) {
  const unheld = (await repo.keyIds(db)).filter((k) => !sealer.holds(k.keyId));
  if (!unheld.length) return;
  const rows = unheld.reduce((n, k) => n + k.rows, 0);
  const ids = unheld.map((k) => k.keyId).join(', ');
  const message =
    `${rows} creators' payout details are sealed under a key this install does not hold (${ids}; PAYOUT_KEY is ${sealer.keyId}). ` +
    'Put the key they were sealed with in PAYOUT_KEY_PREVIOUS and run npm run payouts:rekey; if that key is lost, ' +
    'npm run payouts:rekey -- --drop-unreadable removes them (the creators enter them again).';
  if (production) throw new Error(`Invalid configuration:\n  PAYOUT_KEY: ${message}`);
  log.warn(message);
}

export interface RekeyResult {
  resealed: number;
  /** Sealed under a held key yet not opening (altered, or moved to another account): left as they are. */
  failed: number[];
  /** Rows under keys not held: removed with `dropUnreadable`, else left and counted. */
  unheld: number;
  dropped: number;
}

/**
 * `npm run payouts:rekey`: seals every payout detail still under a previous key again under
 * PAYOUT_KEY, `batchSize` rows per transaction (each row locked, re-sealed and audited as the
 * system's act together), walking by account so a row that fails is passed over, not retried
 * forever. Running it again finds nothing left to do. Rows under keys nobody holds are counted,
 * or removed with `dropUnreadable` (also audited): nobody can ever read them.
 */
export async function rekeyPayoutDetails(
  database: Pick<Database, 'db' | 'transaction'>,
  { auditRows }: { auditRows: AuditRows },
  sealer: Sealer,
  { batchSize = 100, dropUnreadable = false } = {},
): Promise<RekeyResult> {
  const inUse = await repo.keyIds(database.db);
  const previous = inUse.map((k) => k.keyId).filter((id) => id !== sealer.keyId && sealer.holds(id));
  const unheld = inUse.filter((k) => !sealer.holds(k.keyId));
  const result: RekeyResult = { resealed: 0, failed: [], unheld: 0, dropped: 0 };
  let after = 0;
  while (previous.length) {
    const batch = await database.transaction(async (tx) => {
      const rows = await repo.sealedUnder(tx.db, previous, after, batchSize);
      for (const row of rows) {
        let text: string;
        try {
          text = sealer.open(row, payoutContext(row.accountId));
        } catch {
          result.failed.push(row.accountId);
          continue;
        }
        await repo.reseal(tx.db, row.accountId, row.keyId, sealer.seal(text, payoutContext(row.accountId)));
        await auditRows.record(tx.db, {
          actorKind: 'system',
          entity: 'payoutDetails',
          entityId: row.accountId,
          creatorId: row.accountId,
          action: 'rekey',
          before: { keyId: row.keyId },
          after: { keyId: sealer.keyId },
        });
        result.resealed++;
      }
      return rows;
    });
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]?.accountId ?? after;
  }
  if (unheld.length && dropUnreadable) {
    await database.transaction(async (tx) => {
      const keyIds = unheld.map((k) => k.keyId);
      for (const row of await repo.dropSealedUnder(tx.db, keyIds)) {
        await auditRows.record(tx.db, {
          actorKind: 'system',
          entity: 'payoutDetails',
          entityId: row.accountId,
          creatorId: row.accountId,
          action: 'delete',
          before: { method: row.method, country: row.country, keyId: row.keyId },
        });
        result.dropped++;
      }
    });
  } else {
    result.unheld = unheld.reduce((n, k) => n + k.rows, 0);
  }
  return result;
}
