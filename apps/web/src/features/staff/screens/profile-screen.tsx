import type { StaffProfileBody } from '@stringer/shared/schemas/staff-profile';
import { staffPasswordForm, staffProfileBody } from '@stringer/shared/schemas/staff-profile';
import { webPaths } from '@stringer/shared/web-paths';
import { Button, Card, Descriptions, Form, type FormInstance, Input, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showRefusal, zodRule } from '../../../lib/form';
import { type Language, usePreferences } from '../../../lib/preferences';
import { toast } from '../../../lib/toast';
import { useChangePassword, useSaveStaffProfile, useStaffProfile } from '../api/profile';

type PasswordForm = { currentPassword: string; password: string; confirmPassword: string };

const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
];

/** A refusal on the form's fields where it names them, else a toast. */
function useRefusal(form: FormInstance) {
  const { t } = useTranslation();
  return (err: unknown) => showRefusal(form, err, t);
}

function DetailsForm({ initial }: { initial: StaffProfileBody }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffProfileBody>();
  const save = useSaveStaffProfile();
  const setLanguage = usePreferences((s) => s.setLanguage);
  const refused = useRefusal(form);
  const finish = (values: StaffProfileBody) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        setLanguage(saved.language);
        toast.success(t('staffProfile.saved'));
      },
      onError: refused,
    });
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={finish} data-testid="profile-form">
      <Form.Item
        name="name"
        label={t('staffProfile.name')}
        extra={t('staffProfile.nameHelp')}
        required
        rules={[zodRule(staffProfileBody.shape.name, t)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="language" label={t('staffProfile.language')} required>
        <Select options={LANGUAGES} aria-label={t('staffProfile.language')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('staffProfile.save')}
      </Button>
    </Form>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();
  const refused = useRefusal(form);
  const shape = staffPasswordForm.shape;
  const finish = ({ currentPassword, password }: PasswordForm) =>
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(t('staffProfile.passwordChanged'));
        },
        onError: refused,
      },
    );
  const sameAsNew = () => ({
    validator: async (_: unknown, value: string) => {
      if (value && value !== form.getFieldValue('password')) throw new Error(t('errors.passwordsMismatch'));
    },
  });
  return (
    <Card title={t('staffProfile.passwordTitle')} size="small">
      <Typography.Paragraph type="secondary">{t('staffProfile.passwordHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={finish} data-testid="password-form">
        <Form.Item
          name="currentPassword"
          label={t('staffProfile.currentPassword')}
          required
          rules={[zodRule(shape.currentPassword, t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('staffProfile.newPassword')} required rules={[zodRule(shape.password, t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('staffProfile.confirmPassword')}
          dependencies={['password']}
          required
          rules={[zodRule(shape.confirmPassword, t), sameAsNew]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('staffProfile.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}

/** A staff member's own account: the name other staff see, the console's language, the password. */
export default function StaffProfileScreen() {
  const { t } = useTranslation();
  const profile = useStaffProfile();
  const data = profile.data;
  return (
    <div className="staff-profile">
      <Typography.Title level={2}>{t('menu.staffProfile')}</Typography.Title>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Card size="small">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'mail', label: t('staffProfile.mail'), children: data.mail },
                { key: 'role', label: t('staffProfile.role'), children: t(`staff.role.${data.role}`) },
              ]}
            />
            <DetailsForm initial={{ name: data.name, language: data.language }} />
          </Card>
          <PasswordCard />
          {/* Second factors have a page of their own, where the admins' policy also sends staff (decision 0052). */}
          <Card size="small" title={t('menu.security')}>
            <Link to={webPaths.consoleSecurity}>{t('menu.security')}</Link>
          </Card>
        </>
      )}
    </div>
  );
}
