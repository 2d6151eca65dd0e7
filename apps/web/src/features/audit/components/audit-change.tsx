import type { AuditEntry } from '@stringer/shared/schemas/audit';
import {
  certificationStatusKey,
  clueAuditStatusKey,
  payoutStatusKey,
  rewardStatusKey,
  workAuditStatusKey,
} from '@stringer/shared/statuses';
import { useTranslation } from 'react-i18next';

/** The label keys of a status value, by the entity whose `status` it is or the field it is in. */
const LABELS: Record<string, Record<string, string>> = {
  work: workAuditStatusKey,
  clue: clueAuditStatusKey,
  certification: certificationStatusKey,
  rewardStatus: rewardStatusKey,
  payoutStatus: payoutStatusKey,
};

/** What an action changed, field by field: before → after, statuses by their labels. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (field: string, value: unknown) => {
    if (value === undefined || value === null) return '–';
    const key = LABELS[field === 'status' ? entry.entity : field]?.[String(value)];
    return key ? t(key) : String(value);
  };
  return (
    <ul className="audit-change">
      {fields.map((f) => (
        <li key={f}>
          {t(`audit.fields.${f}`, { defaultValue: f })}:{' '}
          {f in before ? `${show(f, before[f])} → ${show(f, after[f])}` : show(f, after[f])}
        </li>
      ))}
    </ul>
  );
}
