import type { CannedReply } from '@stringer/shared/schemas/canned-replies';
import { cannedReplyBody } from '@stringer/shared/schemas/canned-replies';
import { Button, Drawer, Empty, Form, Input, List, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal, zodRule } from '../../../lib/form';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';

type Fields = Pick<CannedReply, 'language' | 'shortcut' | 'text'>;

function ReplyForm({ editing, onDone }: { editing: CannedReply | 'new'; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const save = useSaveCannedReply();
  const initial = editing === 'new' ? { language: 'en' as const, shortcut: '', text: '' } : editing;
  const submit = (values: Fields) =>
    save.mutate(
      { ...values, id: editing === 'new' ? undefined : editing.id },
      { onSuccess: onDone, onError: (err) => showRefusal(form, err, t) },
    );
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="canned-form">
      <Form.Item
        name="language"
        label={t('audit.fields.language')}
        rules={[zodRule(cannedReplyBody.shape.language, t)]}
      >
        <Select
          options={[
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
          ]}
        />
      </Form.Item>
      <Form.Item name="shortcut" label={t('inbox.shortcut')} rules={[zodRule(cannedReplyBody.shape.shortcut, t)]}>
        <Input prefix="/" maxLength={30} />
      </Form.Item>
      <Form.Item name="text" label={t('inbox.replyText')} rules={[zodRule(cannedReplyBody.shape.text, t)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('inbox.save')}
        </Button>
        <Button onClick={onDone}>{t('inbox.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** The team's canned replies, kept here by any support member (decision 0059). */
export function CannedRepliesDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  return (
    <Drawer open={open} onClose={onClose} title={t('inbox.cannedReplies')} width="min(480px, 100vw)">
      {editing ? (
        <ReplyForm key={editing === 'new' ? 'new' : editing.id} editing={editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('inbox.addReply')}
          </Button>
          <List
            loading={replies.isLoading}
            dataSource={replies.data ?? []}
            locale={{ emptyText: <Empty description={t('inbox.noReplies')} /> }}
            renderItem={(r) => (
              <List.Item
                actions={[
                  <Button key="edit" type="link" onClick={() => setEditing(r)}>
                    {t('inbox.edit')}
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title={t('inbox.deleteConfirm')}
                    okText={t('inbox.delete')}
                    cancelText={t('inbox.cancel')}
                    onConfirm={() => remove.mutate(r.id)}
                  >
                    <Button type="link" danger>
                      {t('inbox.delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={`/${r.shortcut} · ${r.language === 'zh' ? '中文' : 'English'}`}
                  description={<Typography.Paragraph ellipsis={{ rows: 2 }}>{r.text}</Typography.Paragraph>}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
