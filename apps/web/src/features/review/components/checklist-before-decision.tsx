import { checklistItemKey } from '@stringer/shared/schemas/verification-checklist';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerificationDesk } from '../../verification-desk/api/verification';

/**
 * Above the decision (decision 0082): which checklist items are still unticked, so that a pass
 * with some is a choice made knowingly; with all ticked, that passing makes the work verified.
 */
export function ChecklistBeforeDecision({ worksId }: { worksId: number }) {
  const { t } = useTranslation();
  const items = useVerificationDesk(worksId).data?.checklist.items;
  if (!items) return null;
  const unticked = items.filter((i) => !i.ticked).map((i) => t(checklistItemKey(i.item)));
  return (
    <Alert
      data-testid="checklist-before-decision"
      type={unticked.length ? 'warning' : 'success'}
      showIcon
      title={
        unticked.length
          ? t('verificationChecklist.decisionUnticked', { items: unticked.join(', ') })
          : t('verificationChecklist.decisionAllTicked')
      }
    />
  );
}
