import type { DraftResult } from '@stringer/shared/schemas/works';
import type { drafts } from '../../db/schema';

/** The form's own state, as the client saved it, with when it was saved. */
export const presentDraft = (row: typeof drafts.$inferSelect | undefined): DraftResult =>
  row ? { ...(row.data as NonNullable<DraftResult>), updatedAt: row.updatedAt.toISOString() } : null;
