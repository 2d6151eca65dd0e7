import {
  type ClueAuditStatus,
  clueAuditStatusKey,
  type WorkAuditStatus,
  workAuditStatusKey,
} from '@stringer/shared/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type AuditStatus = WorkAuditStatus | ClueAuditStatus;

const colors: Record<AuditStatus, string> = { 0: 'blue', 1: 'green', 2: 'red', 3: 'orange' };
const labels = { work: workAuditStatusKey, clue: clueAuditStatusKey };

/** A work's or clue's review status: the numbers are shared, their labels differ (Passed / Accepted). */
export function AuditStatusTag({ of, status }: { of: keyof typeof labels; status: AuditStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(labels[of][status])}</Tag>;
}
