import type { StaffMember } from '@stringer/shared/schemas/staff';
import { Button, Popconfirm, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useResetStaffFactors, useSecurityPolicy, useSetSecurityPolicy } from '../../factors/api/factors';

/** The admins' policy: every staff role must have a second factor (audited on the server). */
export function FactorPolicySwitch() {
  const { t } = useTranslation();
  const policy = useSecurityPolicy(true);
  const save = useSetSecurityPolicy();
  return (
    <Space align="start" className="staff-policy">
      <Switch
        id="staff-factor-policy"
        checked={policy.data?.staffSecondFactorRequired ?? false}
        loading={policy.isLoading || save.isPending}
        onChange={(staffSecondFactorRequired) =>
          save.mutate({ staffSecondFactorRequired }, { onSuccess: () => toast.success(t('factors.admin.policySaved')) })
        }
      />
      <label htmlFor="staff-factor-policy">
        {t('factors.admin.policy')}
        <Typography.Text type="secondary" className="staff-policy-help">
          {' '}
          {t('factors.admin.policyHelp')}
        </Typography.Text>
      </label>
    </Space>
  );
}

/** A member who lost their devices and codes: their factors go, and they are told by mail. */
export function ResetFactorsButton({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const reset = useResetStaffFactors();
  return (
    <Popconfirm
      title={t('factors.admin.resetConfirm', { name: member.name || member.mail })}
      okText={t('factors.admin.reset')}
      cancelText={t('staff.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => reset.mutate(member.id, { onSuccess: () => toast.success(t('factors.admin.resetDone')) })}
    >
      <Button size="small" data-testid={`reset-factors-${member.mail}`}>
        {t('factors.admin.reset')}
      </Button>
    </Popconfirm>
  );
}
