/** What other modules may use of files (docs/decisions/0049: module doors). */
import type { filesRepository as rows } from './files.repository';
import type { checkOwnedFiles } from './lib/owned-files';

export { presentFile } from './files.presenter';
export { publishImage } from './lib/public-images';
export { PROBE_QUEUE } from './lib/queues';
export { bytesOf, servedAs, shownCopy } from './lib/shown-pictures';

/** Reads the files a body names, refusing any not the creator's own (a service's Deps). */
export type CheckOwnedFiles = typeof checkOwnedFiles;

/** The file rows a module reads or replaces inside its own transaction (an avatar, a certificate, a work's media). */
export type FileRows = Pick<typeof rows, 'find' | 'findMany' | 'insert' | 'remove'>;
