import {
  type ClueAuditStatus,
  clueAuditStatusKey,
  WorkAuditStatus,
  workAuditStatusKey,
} from '@stringer/shared/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type AuditStatus = WorkAuditStatus | ClueAuditStatus;

// A clue's statuses have a work's numbers (Accepted is Passed's, Unaccepted Rejected's).
const { Pending, Passed, Rejected, SendBack } = WorkAuditStatus;
const colors: Record<AuditStatus, string> = {
  [Pending]: 'blue',
  [Passed]: 'green',
  [Rejected]: 'red',
  [SendBack]: 'orange',
};
const labels = { work: workAuditStatusKey, clue: clueAuditStatusKey };

/** A work's or clue's review status: the numbers are shared, their labels differ (Passed / Accepted). */
export function AuditStatusTag({ of, status }: { of: keyof typeof labels; status: AuditStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(labels[of][status])}</Tag>;
}
