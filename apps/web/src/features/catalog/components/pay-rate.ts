import { formatMoney } from '@stringer/shared/money';
import type { PAY_PER } from '@stringer/shared/schemas/catalog';
import { useTranslation } from 'react-i18next';
import { useInstallCurrency } from '../../rewards/api/payouts';

/**
 * What an activity or task pays, as its list shows it: `$25.00 per passed work`, `$1.50 per
 * score point`, in the install's currency; a rate of 0 says it pays nothing.
 */
export function usePayRate() {
  const { t, i18n } = useTranslation();
  const currency = useInstallCurrency();
  return (amount: number, per: (typeof PAY_PER)[number]) =>
    amount > 0
      ? t(`catalog.payRate.${per}`, { money: formatMoney(amount, currency, i18n.language) })
      : t('catalog.payNothing');
}
