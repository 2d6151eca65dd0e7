import { type RejectReason, rejectReasonBody } from '@stringer/shared/schemas/review';
import { Button, Form, Input, InputNumber, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useRemoveRejectReason, useSaveRejectReason } from '../api/reject-reasons';
import { useRejectReasons } from '../api/review';

const fields = rejectReasonBody.shape;

/** The admins' list of reasons reviewers pick from when rejecting a work: both languages, in order. */
export default function RejectReasonsScreen() {
  const { t } = useTranslation();
  const reasons = useRejectReasons(true);
  const save = useSaveRejectReason();
  const remove = useRemoveRejectReason();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<RejectReason | null>(null);

  const submit = (values: { text: string; textZh: string; position?: number; active?: boolean }) =>
    save.mutate(
      { position: 0, active: true, ...values, id: editing?.id },
      {
        onSuccess: () => {
          toast.success(t('reasons.saved'));
          setEditing(null);
          form.resetFields();
        },
        onError: (err) => {
          showRefusal(form, err, t);
        },
      },
    );
  const edit = (r: RejectReason) => {
    setEditing(r);
    form.setFieldsValue(r);
  };

  return (
    <div className="reject-reasons">
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="reason-form"
        initialValues={{ active: true, position: 0 }}
      >
        <Form.Item name="text" label={t('reasons.text')} required rules={[zodRule(fields.text, t)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="textZh" label={t('reasons.textZh')} required rules={[zodRule(fields.textZh, t)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="position" label={t('reasons.position')}>
            <InputNumber min={0} max={999} precision={0} />
          </Form.Item>
          <Form.Item name="active" label={t('reasons.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? t('reasons.update') : t('reasons.add')}
          </Button>
          {editing && (
            <Button
              onClick={() => {
                setEditing(null);
                form.resetFields();
              }}
            >
              {t('reasons.cancel')}
            </Button>
          )}
        </Space>
      </Form>
      <Table<RejectReason>
        rowKey="id"
        loading={reasons.isFetching}
        dataSource={reasons.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        columns={[
          { key: 'position', title: t('reasons.position'), dataIndex: 'position', width: 80 },
          { key: 'text', title: t('reasons.text'), dataIndex: 'text' },
          { key: 'textZh', title: t('reasons.textZh'), dataIndex: 'textZh' },
          {
            key: 'active',
            title: t('reasons.active'),
            render: (_, r) => (
              <Tag color={r.active ? 'green' : 'default'}>{t(r.active ? 'reasons.on' : 'reasons.off')}</Tag>
            ),
          },
          {
            key: 'actions',
            title: t('reasons.actions'),
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => edit(r)}>
                  {t('reasons.edit')}
                </Button>
                <Popconfirm title={t('reasons.removeConfirm')} onConfirm={() => remove.mutate(r.id)}>
                  <Button size="small" danger>
                    {t('reasons.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
