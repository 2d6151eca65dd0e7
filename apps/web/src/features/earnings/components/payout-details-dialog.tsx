import {
  BANK_FIELDS,
  type BankField,
  bankFieldsFor,
  COUNTRY_CODES,
  PAYOUT_METHODS,
  type PayoutMethod,
} from '@stringer/shared/schemas/payout-details';
import { Form, Input, Modal, Radio, Select, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { type PayoutDetailsChange, useSavePayoutDetails } from '../api/earnings';

type Details = PayoutDetailsChange['details'];

type Values = Partial<Record<BankField | 'email' | 'account' | 'password' | 'code', string>> & {
  method?: PayoutMethod;
  country?: string;
};

/** The fields each method asks for where the account is (the shared rules decide, the server checks again). */
const fieldsOf = (method: PayoutMethod | undefined, country: string | undefined): string[] =>
  method === 'paypal' ? ['email'] : method === 'alipay' ? ['account', 'holder'] : country ? bankFieldsFor(country) : [];

/** What the form holds, as the call's body takes it: only the fields of the method and country chosen. */
function detailsOf(v: Values): Details {
  const country = v.country ?? '';
  if (v.method === 'paypal') return { method: 'paypal', country, email: v.email ?? '' };
  if (v.method === 'alipay') return { method: 'alipay', country, account: v.account ?? '', holder: v.holder ?? '' };
  return { method: 'bank', country, ...Object.fromEntries(bankFieldsFor(country).map((f) => [f, v[f] ?? ''])) };
}

const CODE_LIKE = new Set(Object.keys(BANK_FIELDS).filter((f) => f !== 'holder' && f !== 'bankName'));

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
}

/** Changing how one is paid: the details, then the password (or an authenticator code) again. */
export function PayoutDetailsDialog({ open, title, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePayoutDetails();
  const [withCode, setWithCode] = useState(false);
  const method = Form.useWatch('method', form);
  const country = Form.useWatch('country', form);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);

  const finish = (v: Values) => {
    const proof = withCode ? { code: v.code ?? '' } : { password: v.password ?? '' };
    save.mutate(
      { details: detailsOf(v), ...proof },
      {
        onSuccess: () => {
          toast.success(t('earnings.payout.saved'));
          form.resetFields();
          onClose();
        },
        onError: (err) => {
          showRefusal(form, err, t, { fieldOf: (f) => f.replace(/^details\./, '') });
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('earnings.payout.save')}
      cancelText={t('earnings.payout.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={finish} preserve={false} initialValues={{ method: 'bank' }}>
        <Form.Item name="method" label={t('earnings.payout.method')} required>
          <Radio.Group
            optionType="button"
            options={PAYOUT_METHODS.map((m) => ({ value: m, label: t(`earnings.payout.methods.${m}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="country"
          label={t('earnings.payout.country')}
          required
          rules={[{ required: true, message: t('errors.countryRequired') }]}
        >
          <Select showSearch optionFilterProp="label" options={countries} data-testid="payout-country" />
        </Form.Item>
        {fieldsOf(method, country).map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`earnings.payout.fields.${field}`)}
            required
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              inputMode={field === 'email' ? 'email' : undefined}
              className={CODE_LIKE.has(field) ? 'earnings-code-input' : undefined}
            />
          </Form.Item>
        ))}
        <Typography.Paragraph type="secondary">{t('earnings.payout.proofIntro')}</Typography.Paragraph>
        <Form.Item label={t('earnings.payout.useCode')}>
          <Switch checked={withCode} onChange={setWithCode} aria-label={t('earnings.payout.useCode')} />
        </Form.Item>
        {withCode ? (
          <Form.Item
            name="code"
            label={t('earnings.payout.code')}
            required
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
        ) : (
          <Form.Item
            name="password"
            label={t('earnings.payout.password')}
            required
            rules={[{ required: true, message: t('errors.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
