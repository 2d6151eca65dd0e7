import {
  type CertificationStatus,
  type ClueAuditStatus,
  certificationStatusKey,
  clueAuditStatusKey,
  type WorkAuditStatus,
  workAuditStatusKey,
} from '@stringer/shared/statuses';
import { NEEDS_REASON } from '@stringer/shared/transitions';
import { Alert, Button, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { type QueueKind, useDecide } from '../api/review';

const CHOICES: Record<QueueKind, { status: number; key: string }[]> = {
  works: [1, 3, 2].map((s) => ({ status: s, key: workAuditStatusKey[s as WorkAuditStatus] })),
  clue: [1, 2, 3].map((s) => ({ status: s, key: clueAuditStatusKey[s as ClueAuditStatus] })),
  certification: [2, 3].map((s) => ({ status: s, key: certificationStatusKey[s as CertificationStatus] })),
};
const REASONED: Record<QueueKind, number[]> = {
  works: NEEDS_REASON.work,
  clue: NEEDS_REASON.clue,
  certification: NEEDS_REASON.certification,
};

interface Props {
  kind: QueueKind;
  id: number;
  /** A work for an activity: passing it carries a score within the activity's range. */
  needsScore?: boolean;
  onDone(): void;
}

/** Pass, send back or reject (by queue), with the reason the creator will read and a score where due. */
export function DecisionForm({ kind, id, needsScore = false, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const decide = useDecide(kind);
  const [error, setError] = useState<string | null>(null);
  const status = Form.useWatch<number | undefined>('status', form);
  const needsReason = status !== undefined && REASONED[kind].includes(status);
  const passing = status === CHOICES[kind][0]?.status;

  const submit = (values: { status: number; reason?: string; score?: number }) => {
    setError(null);
    decide.mutate(
      { id, ...values },
      {
        onSuccess: () => {
          toast.success(t('review.decided'));
          onDone();
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return setError('errors.server');
          form.setFields(err.errors.map((e) => ({ name: e.field, errors: [t(e.msgKey)] })));
          if (err.errors.length === 0) setError(err.msgKey);
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="decision-form">
      {error && <Alert type="error" showIcon message={t(error)} />}
      <Form.Item name="status" label={t('review.decision')} rules={[{ required: true, message: t('review.pick') }]}>
        <Radio.Group optionType="button" options={CHOICES[kind].map((c) => ({ value: c.status, label: t(c.key) }))} />
      </Form.Item>
      {passing && needsScore && (
        <Form.Item
          name="score"
          label={t('review.score')}
          rules={[{ required: true, message: t('errors.scoreOutOfRange') }]}
        >
          <InputNumber precision={0} />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('review.reason')}
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
