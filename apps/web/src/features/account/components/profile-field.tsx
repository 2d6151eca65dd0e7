import { Button, Form, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { type ProfileField as Field, useSetProfileField } from '../api/account';

interface Props<T> {
  field: Exclude<Field, 'avatar'>;
  value: T;
  /** How the saved value reads. */
  display: ReactNode;
  /** The control that edits it (an Input, a Select...). */
  editor: ReactNode;
  rules: Rule[];
  extra?: ReactNode;
  /** Spec 8's message when the call fails for another reason than the value. */
  failedKey: string;
}

/** One Account Settings row: shows the value, edits it in place, saves it by its own call. */
export function ProfileField<T>({ field, value, display, editor, rules, extra, failedKey }: Props<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm();
  const save = useSetProfileField(field);

  if (!editing) {
    return (
      <Space wrap>
        <span data-testid={`${field}-value`}>{display}</span>
        <Button type="link" size="small" onClick={() => setEditing(true)} data-testid={`edit-${field}`}>
          {t('account.edit')}
        </Button>
      </Space>
    );
  }
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ [field]: value }}
      onFinish={async (values) => {
        try {
          await save.mutateAsync(values[field]);
          toast.success(t('account.saved'));
          setEditing(false);
        } catch (err) {
          // The form keeps what was typed; the message sits at the field when it is about the value.
          if (!showFieldErrors(form, err, t)) toast.error(t(failedKey));
        }
      }}
      style={{ rowGap: 8 }}
    >
      <Form.Item name={field} rules={rules} extra={extra} style={{ minWidth: 260, flex: 1 }}>
        {editor}
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`save-${field}`}>
          {t('account.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('account.cancel')}</Button>
      </Space>
    </Form>
  );
}
