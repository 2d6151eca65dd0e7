import { LIMITS } from '@stringer/shared/constants';
import type { Titled } from '@stringer/shared/schemas/common';
import type { Activity } from '@stringer/shared/schemas/tasks';
import { workBody } from '@stringer/shared/schemas/works';
import { Button, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_CROP, useImageCrop } from '../../../components/image-crop';
import { FileUploader, type FormFile } from '../../../components/uploads/file-uploader';
import { fileIdsOf, filesRule } from '../../../components/uploads/form-files';
import { showRefusal, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useWorkTags } from '../api/works';
import { TaskPicker } from './task-picker';

export interface WorkFormValues {
  title?: string;
  description?: string;
  tags?: number[];
  cover?: FormFile[];
  videos?: FormFile[];
  attachments?: FormFile[];
  activity?: Titled | null;
  /** A work answers one activity or one task: choosing one clears the other. */
  task?: Titled | null;
  location?: string;
  shootingDate?: Dayjs | null;
}

/** A form field's value with nothing to type into (the task, chosen on Task details). */
const HeldValue = (_: { value?: unknown }) => null;

/** The call's body from the form's values. */
export function toWorkBody(v: WorkFormValues) {
  return workBody.parse({
    title: v.title,
    description: v.description,
    tags: v.tags ?? [],
    coverFileId: fileIdsOf(v.cover)[0] ?? '',
    videoFileIds: fileIdsOf(v.videos),
    attachmentFileIds: fileIdsOf(v.attachments),
    activityId: v.activity?.id ?? null,
    taskId: v.task?.id ?? null,
    location: v.location || null,
    shootingDate: v.shootingDate ? dayjs(v.shootingDate).format('YYYY-MM-DD') : null,
  });
}

const fileFields: Record<string, string> = {
  coverFileId: 'cover',
  videoFileIds: 'videos',
  attachmentFileIds: 'attachments',
  activityId: 'activity',
  taskId: 'activity',
};

interface Props {
  initial?: WorkFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit(values: WorkFormValues): Promise<unknown>;
  onValuesChange?(values: WorkFormValues): void;
  form: ReturnType<typeof Form.useForm<WorkFormValues>>[0];
}

/** Publish Work and its edit: the same fields, rules from the shared schema. */
export function WorkForm({ initial, submitLabel, pending, onSubmit, onValuesChange, form }: Props) {
  const { t, i18n } = useTranslation();
  const tags = useWorkTags();
  const [picking, setPicking] = useState(false);
  const [coverFromVideo, setCoverFromVideo] = useState<File | null>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  // 16:9 is advised, not forced: a cover of another shape is offered the cropper.
  const cropper = useImageCrop();
  const activity = Form.useWatch('activity', form);
  const task = Form.useWatch('task', form);
  const shape = workBody.shape;
  const zh = i18n.language === 'zh';

  const finish = async (values: WorkFormValues) => {
    try {
      await onSubmit(values);
    } catch (err) {
      showRefusal(form, err, t, { fallback: 'errors.createFailed', fieldOf: (f) => fileFields[f] ?? f });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={finish}
      onFinishFailed={() => toast.error(t('errors.requiredItems'))}
      onValuesChange={(_c, all) => onValuesChange?.(all)}
      // Focus on the first field in error: it is read out with its error (aria-describedby, aria-invalid).
      scrollToFirstError={{ focus: true }}
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="title" label={t('works.title')} required rules={[zodRule(shape.title, t)]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('works.body')}
        required
        extra={t('works.bodyHelp')}
        rules={[zodRule(shape.description, t)]}
      >
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item name="tags" label={t('works.tags')} required rules={[zodRule(shape.tags, t)]}>
        <Select
          mode="multiple"
          maxCount={LIMITS.tagsMax}
          loading={tags.isLoading}
          options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: zh ? tag.nameZh : tag.name }))}
          placeholder={t('works.tagsHelp')}
        />
      </Form.Item>
      <Form.Item name="cover" label={t('works.cover')} required rules={[filesRule(t, 1, 'errors.coverRequired')]}>
        <FileUploader
          kind="cover"
          max={1}
          label={t('works.cover')}
          incoming={coverFromVideo}
          prepare={(file) => cropper.crop(file, COVER_CROP)}
        />
      </Form.Item>
      <Form.Item name="videos" label={t('works.videos')} required rules={[filesRule(t, 1, 'errors.videoRequired')]}>
        <FileUploader
          kind="video"
          max={LIMITS.videosPerWork}
          label={t('works.videos')}
          onUseFrame={(frame) => {
            // The frame replaces any cover already there.
            form.setFieldValue('cover', []);
            setCoverFromVideo(frame);
          }}
        />
      </Form.Item>
      <Form.Item name="attachments" label={t('works.attachments')} rules={[filesRule(t, 0, 'errors.required')]}>
        <FileUploader kind="attachment" max={20} label={t('works.attachments')} />
      </Form.Item>
      {/* Registered so that it is watched and submitted; shown beside the activity. */}
      <Form.Item name="task" hidden>
        <HeldValue />
      </Form.Item>
      <Form.Item name="activity" label={t('works.activity')}>
        <Space>
          {[
            { value: activity, name: 'activity' as const, testId: 'chosen-activity' },
            { value: task, name: 'task' as const, testId: 'chosen-task' },
          ].map(({ value, name, testId }) =>
            value ? (
              <Tag
                key={name}
                closable={{ 'aria-label': t('works.removeChoice', { title: zh ? value.titleZh : value.title }) }}
                onClose={() => {
                  form.setFieldValue(name, null);
                  // Its close button goes with it: focus moves to choosing another.
                  pickButton.current?.focus();
                }}
                data-testid={testId}
              >
                {zh ? value.titleZh : value.title}
              </Tag>
            ) : null,
          )}
          <Button ref={pickButton} onClick={() => setPicking(true)} data-testid="pick-activity">
            {t('works.pickActivity')}
          </Button>
        </Space>
      </Form.Item>
      <TaskPicker
        open={picking}
        value={activity?.id ?? null}
        onCancel={() => setPicking(false)}
        onConfirm={(a: Activity | null) => {
          form.setFieldValue('activity', a ? { id: a.id, title: a.title, titleZh: a.titleZh } : null);
          if (a) form.setFieldValue('task', null);
          onValuesChange?.(form.getFieldsValue(true));
          setPicking(false);
        }}
      />
      <Space wrap size="large">
        <Form.Item name="location" label={t('works.location')}>
          <Input maxLength={200} style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="shootingDate" label={t('works.shootingDate')}>
          <DatePicker />
        </Form.Item>
      </Space>
      {cropper.dialog}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} size="large">
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
