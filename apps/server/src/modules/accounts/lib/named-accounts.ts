import type { Db } from '../../../platform/db/database';
import { accountsRepository } from '../accounts.repository';

/**
 * The accounts a person filter names (the review queues' creator, the audit log's staff member
 * and creator): the id given, those the text names (an email, or a name's beginning), or both at
 * once. `undefined` when the filter is empty: anyone.
 */
export async function namedAccounts(db: Db, id: number | undefined, text: string | undefined) {
  if (!text) return id === undefined ? undefined : [id];
  const named = await accountsRepository.idsNamed(db, text);
  return id === undefined ? named : named.filter((n) => n === id);
}
