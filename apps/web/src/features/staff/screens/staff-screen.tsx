import type { StaffMember, StaffState } from '@stringer/shared/schemas/staff';
import { Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { useFactorTexts } from '../../../lib/factor-texts';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { STAFF_PAGE_SIZE, useInvite, useSetDisabled, useSetRole, useStaffPage } from '../api/staff';
import { FactorPolicySwitch, ResetFactorsButton } from '../components/factor-admin';
import { InviteDialog } from '../components/invite-dialog';
import { roleOptions } from '../components/role-options';

const STATE_COLOR: Record<StaffState, string> = { active: 'green', invited: 'blue', disabled: 'default' };

/** Admins only: who works in the console, in which role; invitations, role changes, disabling. */
export default function StaffScreen() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [inviting, setInviting] = useState(false);
  const page = useStaffPage(pageNum);
  const me = useSession((s) => s.user?.customId);
  const setRole = useSetRole();
  const setDisabled = useSetDisabled();
  const resend = useInvite();
  const factorTexts = useFactorTexts();

  const toggle = (m: StaffMember) => {
    const disabled = m.state !== 'disabled';
    setDisabled.mutate(
      { id: m.id, disabled },
      { onSuccess: () => toast.success(t(disabled ? 'staff.disabledDone' : 'staff.enabledDone', { mail: m.mail })) },
    );
  };

  const columns: ListColumn<StaffMember>[] = [
    { key: 'mail', title: t('staff.email'), render: (m) => <span className="staff-mail">{m.mail}</span> },
    { key: 'name', title: t('staff.name'), render: (m) => m.name },
    {
      key: 'role',
      title: t('staff.roleLabel'),
      render: (m) =>
        // An admin's own role is not theirs to change (the install keeps an admin).
        m.id === me ? (
          t(`staff.role.${m.role}`)
        ) : (
          <Select
            size="small"
            value={m.role}
            options={roleOptions(t)}
            aria-label={t('staff.roleOf', { mail: m.mail })}
            popupMatchSelectWidth={false}
            onChange={(role) =>
              setRole.mutate({ id: m.id, role }, { onSuccess: () => toast.success(t('staff.roleChanged')) })
            }
          />
        ),
    },
    {
      key: 'state',
      title: t('staff.stateLabel'),
      render: (m) => <Tag color={STATE_COLOR[m.state]}>{t(`staff.state.${m.state}`)}</Tag>,
    },
    { key: 'lastSignIn', title: t('staff.lastSignIn'), render: (m) => formatGmt(m.lastSignInAt) },
    {
      key: 'actions',
      title: t('staff.actions'),
      render: (m) =>
        m.id === me ? (
          <Typography.Text type="secondary">{t('staff.you')}</Typography.Text>
        ) : (
          <Space wrap size="small">
            {m.state === 'invited' && (
              <Button
                size="small"
                onClick={() =>
                  resend.mutate(
                    { email: m.mail, role: m.role },
                    {
                      onSuccess: () => toast.success(t('staff.invited', { mail: m.mail })),
                      // The invite call handles its own errors (the dialog shows them at fields).
                      onError: (err) => toast.error(t(err instanceof ApiError ? err.msgKey : 'errors.server')),
                    },
                  )
                }
              >
                {t('staff.resend')}
              </Button>
            )}
            {m.state === 'active' && factorTexts && <ResetFactorsButton member={m} />}
            <Popconfirm
              title={t(m.state === 'disabled' ? 'staff.enableConfirm' : 'staff.disableConfirm', { mail: m.mail })}
              okText={t(m.state === 'disabled' ? 'staff.enable' : 'staff.disable')}
              cancelText={t('staff.cancel')}
              okButtonProps={{ danger: m.state !== 'disabled' }}
              onConfirm={() => toggle(m)}
            >
              <Button size="small" danger={m.state !== 'disabled'} data-testid={`toggle-${m.mail}`}>
                {t(m.state === 'disabled' ? 'staff.enable' : 'staff.disable')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <div className="staff">
      <div className="staff-top">
        <Typography.Title level={2} className="staff-title">
          {t('menu.staff')}
        </Typography.Title>
        <Button type="primary" onClick={() => setInviting(true)} data-testid="invite-staff">
          {t('staff.invite')}
        </Button>
      </div>
      {factorTexts && <FactorPolicySwitch />}
      <ListTable<StaffMember>
        rowKey="id"
        columns={columns}
        rows={page.data?.list}
        loading={page.isFetching}
        empty={t('staff.empty')}
        paging={{ pageNum, pageSize: STAFF_PAGE_SIZE, total: page.data?.total, onChange: setPageNum }}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
