import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { rekeyPayoutDetails } from '../modules/earnings/lib/payout-keys';
import { sealer } from '../platform/sealed';
import { auditRows } from '../wiring/collaborators';
import { onInstallDatabase } from './install-database';

/**
 * `npm run payouts:rekey [-- --batch 100] [-- --drop-unreadable]`: after PAYOUT_KEY is replaced
 * (the old key moved to PAYOUT_KEY_PREVIOUS), seals every payout detail again under the new key,
 * in batches, each row audited as the system's act. Safe to run again, and while the app serves:
 * a row is locked while it is re-sealed. Then PAYOUT_KEY_PREVIOUS can be removed.
 */
const { values } = parseArgs({
  options: { batch: { type: 'string', default: '100' }, 'drop-unreadable': { type: 'boolean', default: false } },
});
const batchSize = Number(values.batch);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  console.error('Usage: npm run payouts:rekey -- [--batch 100] [--drop-unreadable]');
  process.exit(2);
}

const config = loadConfigOrExit();
await onInstallDatabase(
  config,
  async (database) => {
    const keys = sealer(config.payoutKey, config.payoutPreviousKeys);
    const done = await rekeyPayoutDetails(database, { auditRows }, keys, {
      batchSize,
      dropUnreadable: values['drop-unreadable'],
    });
    console.log(`${done.resealed} payout details sealed again under PAYOUT_KEY (${keys.keyId}).`);
    if (done.dropped)
      console.log(`${done.dropped} sealed under a key nobody holds removed: those creators enter them again.`);
    if (done.failed.length) {
      console.error(
        `${done.failed.length} did not open (altered?), left as they are: accounts ${done.failed.join(', ')}.`,
      );
      process.exitCode = 1;
    }
    if (done.unheld) {
      console.error(
        `${done.unheld} are sealed under a key neither PAYOUT_KEY nor PAYOUT_KEY_PREVIOUS is: add that key to PAYOUT_KEY_PREVIOUS and run this again, or, if it is lost, run it with --drop-unreadable.`,
      );
      process.exitCode = 1;
    }
  },
  { migrate: true },
);
