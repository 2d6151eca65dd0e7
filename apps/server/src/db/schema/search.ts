import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The one text search, any language, any database locale (decision 0063): /public/videos and the
 * support inbox both index and ask with these, over `search_tokens` and `search_query`
 * (migration 0027). The cluster has no locale, where pg_trgm and the text-search parsers see no
 * letters in Chinese; these tokens do not depend on it: ASCII words lower-cased (asked as
 * prefixes), and for other scripts every character and every pair of neighbours.
 */

/** A text's tokens as a tsvector: what a GIN index holds and what `searchMatches` reads. */
export const searchDocument = (text: SQL | AnyPgColumn) => sql`array_to_tsvector(search_tokens(${text}))`;

/** A search box's words against a document: every token must be there, ASCII words as prefixes. */
export const searchMatches = (document: SQL, q: string) => sql`${document} @@ search_query(${q})`;
