import { formatMoney } from '@stringer/shared/money';
import type { Task } from '@stringer/shared/schemas/tasks';
import { useTranslation } from 'react-i18next';

/**
 * What a task pays a passed work (`$25.00 per passed work`), in the reader's way of writing its
 * currency, as earnings show money: told before an offer is accepted. Null when it pays no money.
 */
export function usePayText() {
  const { t, i18n } = useTranslation();
  return (pay: Task['pay']) =>
    pay ? t('tasks.payValue', { money: formatMoney(pay.amount, pay.currency, i18n.language) }) : null;
}
