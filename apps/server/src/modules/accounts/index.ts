/** What other modules may use of accounts (docs/decisions/0049: module doors). */
import { accountsRepository as rows } from './accounts.repository';

export { presentCustom } from './accounts.presenter';
export { namedAccounts } from './lib/named-accounts';

/** The account reads and writes another module makes inside its own transaction. */
export type AccountRows = Pick<
  typeof rows,
  'accountNameTaken' | 'findByGoogleSub' | 'findById' | 'findByMail' | 'insert' | 'setPassword' | 'tagsOf' | 'update'
>;

/** The same rows for the lib helpers that take no Deps. */
export const accountsRepository: AccountRows = rows;
