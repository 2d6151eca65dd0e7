/** What other modules may use of tags (docs/decisions/0049: module doors). */
import type { tagsRepository as rows } from './tags.repository';

export { tagsAsJson } from './lib/tags-json';

/** How many tags an account or a work may hold is counted in its own transaction. */
export type TagRows = Pick<typeof rows, 'countOf'>;
