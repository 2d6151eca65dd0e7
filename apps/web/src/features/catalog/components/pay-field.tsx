import { currencyDigits, decimalToMinor } from '@stringer/shared/money';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '../../../lib/form';
import { useInstallCurrency } from '../../rewards/api/payouts';

/**
 * What a passed work pays, typed as money in the install's currency (`25.00`) and kept as the
 * API takes it, in minor units (`2500`): docs/decisions/0058.
 */
export function PayField({ schema, extra }: { schema: z.ZodType; extra?: string }) {
  const { t } = useTranslation();
  const currency = useInstallCurrency();
  const digits = currencyDigits(currency);
  return (
    <Form.Item
      name="payAmount"
      label={t('catalog.payAmount', { currency })}
      extra={extra}
      rules={[zodRule(schema, t)]}
      getValueProps={(minor?: number) => ({ value: minor == null ? minor : minor / 10 ** digits })}
      normalize={(value?: number | null) => (value == null ? 0 : decimalToMinor(value, currency))}
    >
      <InputNumber min={0} precision={digits} step={1} suffix={currency} />
    </Form.Item>
  );
}
