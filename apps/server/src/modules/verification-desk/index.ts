/** What other modules may use of the verification desk (docs/decisions/0078: module doors). */
export type { FingerprintsService } from './fingerprints.service';
export type { VerificationDeskService } from './verification-desk.service';
