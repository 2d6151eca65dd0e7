/** What other modules may use of content (docs/decisions/0049: module doors). */
export { artworkPath } from './lib/artwork/artwork';
