import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/pill';
import { formatGmt } from '../../../lib/time';

/** A conversation's status, with the day a pending one opens again by itself (GMT+0, decisions/0046, 0063). */
export function StatusTag({ c }: { c: Pick<ConversationSummary, 'status' | 'pendingUntil'> }) {
  const { t } = useTranslation();
  return (
    <Pill data-testid="conversation-status-tag">
      {c.status === 'pending' && c.pendingUntil
        ? t('inbox.pendingUntil', { day: formatGmt(c.pendingUntil, 'day') })
        : t(`inbox.status.${c.status}`)}
    </Pill>
  );
}
