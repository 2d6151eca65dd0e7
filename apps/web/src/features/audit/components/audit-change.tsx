import type { AuditEntry } from '@stringer/shared/schemas/audit';
import { useTranslation } from 'react-i18next';
import { useInstallCurrency } from '../../rewards/api/payouts';
import { auditContext, auditLabel, formatAuditValue } from '../audit-words';

/**
 * What an action changed, field by field, in words: before → after; a value only one side has
 * (what was created, or what was deleted) alone.
 */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const installCurrency = useInstallCurrency();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const context = auditContext(t, i18n.language, installCurrency, entry);
  const show = (field: string, value: unknown) => formatAuditValue(context, field, value);
  return (
    <ul className="audit-change">
      {fields.map((f) => (
        <li key={f}>
          {auditLabel(t, 'fields', f)}:{' '}
          {f in before && f in after
            ? `${show(f, before[f])} → ${show(f, after[f])}`
            : show(f, f in after ? after[f] : before[f])}
        </li>
      ))}
    </ul>
  );
}
