import type { Tag } from '@stringer/shared/schemas/common';
import type { TagRow } from '../../db/schema';

/** A tag as a picker shows it: both names, never its kind or its place in the seeded order. */
export const presentTag = (row: TagRow): Tag => ({ id: row.id, name: row.name, nameZh: row.nameZh });
