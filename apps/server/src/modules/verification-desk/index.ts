/** What other modules may use of the verification desk (docs/decisions/0078: module doors). */
export type { FingerprintsService } from './fingerprints.service';
/** Its fingerprint job's queue, which another module's test looks for (a video's first step done first). */
export { FINGERPRINT_QUEUE } from './lib/queues';
export type { VerificationDeskService } from './verification-desk.service';
