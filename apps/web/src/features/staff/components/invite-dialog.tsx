import { type InviteStaffBody, inviteStaffBody } from '@stringer/shared/schemas/staff';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showRefusal, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useInvite } from '../api/staff';
import { roleOptions } from './role-options';

/** Invites an address with a role; inviting an invited address again mails a new link. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteStaffBody>();
  const invite = useInvite();
  const shape = inviteStaffBody.shape;

  const finish = async (values: InviteStaffBody) => {
    try {
      const member = await invite.mutateAsync({ ...values, name: values.name?.trim() || undefined });
      toast.success(t('staff.invited', { mail: member.mail }));
      form.resetFields();
      onClose();
    } catch (err) {
      showRefusal(form, err, t);
    }
  };

  return (
    <Modal
      open={open}
      title={t('staff.inviteTitle')}
      okText={t('staff.sendInvitation')}
      cancelText={t('staff.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
    >
      <Form form={form} layout="vertical" onFinish={finish} initialValues={{ role: 'reviewer' }}>
        <Form.Item name="email" label={t('staff.email')} required rules={[zodRule(shape.email, t)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('staff.roleLabel')} required rules={[zodRule(shape.role, t)]}>
          <Select options={roleOptions(t)} aria-label={t('staff.roleLabel')} />
        </Form.Item>
        <Form.Item name="name" label={t('staff.nameOptional')} extra={t('staff.nameHelp')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
