/** What other modules may use of accounts (docs/decisions/0049: module doors). */
import type { accountsRepository as rows } from './accounts.repository';
import type { namedAccounts } from './lib/named-accounts';

export { presentCustom } from './accounts.presenter';

/** The accounts a person filter names, read by the review queues and the audit log (a service's Deps). */
export type NamedAccounts = typeof namedAccounts;

/** The account reads and writes another module makes inside its own transaction. */
export type AccountRows = Pick<
  typeof rows,
  'accountNameTaken' | 'findByGoogleSub' | 'findById' | 'findByMail' | 'insert' | 'setPassword' | 'tagsOf' | 'update'
>;
