import type { RejectReason } from '@stringer/shared/schemas/review';
import type { RejectReasonRow } from '../../db/schema';

export const presentRejectReason = ({ id, text, textZh, position, active }: RejectReasonRow): RejectReason => ({
  id,
  text,
  textZh,
  position,
  active,
});
