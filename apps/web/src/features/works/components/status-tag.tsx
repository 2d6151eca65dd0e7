import { type WorkAuditStatus, workAuditStatusKey } from '@stringer/shared/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<WorkAuditStatus, string> = { 0: 'blue', 1: 'green', 2: 'red', 3: 'orange' };

export function WorkStatusTag({ status }: { status: WorkAuditStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(workAuditStatusKey[status])}</Tag>;
}
