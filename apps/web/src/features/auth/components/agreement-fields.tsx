import { registerForm } from '@stringer/shared/schemas/account';
import { webPaths } from '@stringer/shared/web-paths';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form';

/** Agreements open in a new tab, so that reading one loses nothing typed here. */
function AgreementLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={`#${to}`} target="_blank" rel="noreferrer">
      {label}
    </a>
  );
}

/** The age and agreement boxes sign-up asks, by email or with Google. */
export function AgreementFields() {
  const { t } = useTranslation();
  const shape = registerForm.shape;
  return (
    <>
      <Form.Item name="ageConfirmed" valuePropName="checked" rules={[zodRule(shape.ageConfirmed, t)]}>
        <Checkbox>{t('auth.ageConfirm')}</Checkbox>
      </Form.Item>
      <Form.Item name="agreed" valuePropName="checked" rules={[zodRule(shape.agreed, t)]}>
        <Checkbox>
          {t('auth.agreePrefix')} <AgreementLink to={webPaths.serviceProtocol} label={t('menu.serviceProtocol')} />{' '}
          {t('auth.and')} <AgreementLink to={webPaths.privacyPolicy} label={t('menu.privacyPolicy')} />
        </Checkbox>
      </Form.Item>
    </>
  );
}
