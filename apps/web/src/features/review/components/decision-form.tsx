import { REVIEW_QUEUES, type ReviewQueue } from '@stringer/shared/review-queues';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { Alert, Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { type Decision, type QueueKind, useDecide, useRejectReasons } from '../api/review';

interface Props {
  kind: QueueKind;
  id: number;
  /** A work for an activity: passing it carries a score within the activity's range. */
  scoreRange?: { min: number; max: number } | null;
  onDone(): void;
}

/** The form's field for each refused field of the queues' bodies (review.ts sends `auditStatus` to works and clues). */
const FIELD_OF: Record<string, string> = {
  auditStatus: 'status',
  status: 'status',
  score: 'score',
  rejectReasonId: 'rejectReasonId',
  reason: 'reason',
};

/** Pass, send back or reject (by queue), with the reason the creator will read and a score where due. */
export function DecisionForm({ kind, id, scoreRange = null, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const queue: ReviewQueue = REVIEW_QUEUES[kind];
  const decide = useDecide(kind);
  const [error, setError] = useState<string | null>(null);
  const status = Form.useWatch<number | undefined>('status', form);
  // Rejecting a work names a reason from the admins' list; the free text then only adds to it.
  const rejecting = kind === 'works' && status === WorkAuditStatus.Rejected;
  const reasons = useRejectReasons(false, kind === 'works');
  const needsReason = status !== undefined && queue.needsReason.includes(status) && !rejecting;
  const passing = status === queue.choices[0];
  const zh = i18n.language === 'zh';

  const submit = (values: Omit<Decision, 'id'>) => {
    setError(null);
    // Not mutate()'s own callbacks: the decision refetches the item, whose new status unmounts this
    // form, and TanStack Query drops those callbacks once it has; the toast and onDone were then
    // lost now and again. The promise settles whether or not the form is still there.
    decide.mutateAsync({ id, ...values }).then(
      () => {
        toast.success(t('review.decided'));
        onDone();
      },
      (err: unknown) => showRefusal(form, err, t, { fieldOf: (f) => FIELD_OF[f] ?? null, say: setError }),
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="decision-form">
      {error && <Alert type="error" showIcon message={t(error)} />}
      <Form.Item name="status" label={t('review.decision')} rules={[{ required: true, message: t('review.pick') }]}>
        <Radio.Group
          optionType="button"
          options={queue.choices.map((c) => ({ value: c, label: t(queue.statusKey[c] ?? '') }))}
        />
      </Form.Item>
      {passing && scoreRange && (
        <Form.Item
          name="score"
          label={t('review.score')}
          extra={t('review.scoreRange', { min: scoreRange.min, max: scoreRange.max })}
          rules={[{ required: true, message: t('errors.scoreOutOfRange') }]}
        >
          <InputNumber precision={0} min={scoreRange.min} max={scoreRange.max} />
        </Form.Item>
      )}
      {rejecting && (
        <Form.Item
          name="rejectReasonId"
          label={t('review.rejectReason')}
          rules={[{ required: true, message: t('review.pickRejectReason') }]}
        >
          <Select
            loading={reasons.isLoading}
            options={(reasons.data ?? []).map((r) => ({ value: r.id, label: zh ? r.textZh : r.text }))}
            data-testid="reject-reason"
          />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={rejecting ? t('review.reasonMore') : t('review.reason')}
        extra={t('review.reasonHelp')}
        rules={needsReason ? [{ required: true, whitespace: true, message: t('errors.reasonRequired') }] : []}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={decide.isPending}>
        {t('review.submit')}
      </Button>
    </Form>
  );
}
