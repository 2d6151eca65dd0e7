/** What other modules may use of earnings (docs/decisions/0049: module doors). */
export type { PayoutDetailsService } from './payout-details.service';
