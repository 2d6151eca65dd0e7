import type { Tag } from '@stringer/shared/schemas/common';
import { type Column, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { tags } from '../../../db/schema';

/**
 * The content tags linked to a row (a work, an account), as a JSON array in display order, to
 * select beside the row: one query for a page of rows, not one more per row.
 */
export const tagsAsJson = (link: { table: PgTable; tagId: Column; ownerId: Column }, owner: Column) => {
  // Named in full: drizzle leaves a one-table query's columns bare, which inside the subquery
  // would name the tag's own id.
  const ownerRef = sql`${sql.identifier(getTableName(owner.table))}.${sql.identifier(owner.name)}`;
  return sql<Tag[]>`coalesce((
    SELECT json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'nameZh', ${tags.nameZh}) ORDER BY ${tags.position})
    FROM ${link.table} JOIN ${tags} ON ${tags.id} = ${link.tagId} WHERE ${link.ownerId} = ${ownerRef}
  ), '[]')`;
};
