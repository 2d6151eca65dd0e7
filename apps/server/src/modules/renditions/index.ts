/** What other modules may use of renditions (docs/decisions/0049: module doors). */
export { renditionTree, shownCopyKey } from './lib/rendition-layout';
export { presentMedia } from './renditions.presenter';
export { videosInProcess, videosPlayable, videosProcessing } from './renditions.repository';
