import { webPaths } from '@stringer/shared/web-paths';
import { Col, Form, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BannerCarousel } from '../../../components/banner-carousel';
import { FirstTimeGuide } from '../../../components/first-time-guide';
import type { FormFile } from '../../../components/uploads/file-uploader';
import { toast } from '../../../lib/toast';
import { useBanners } from '../../content/api/content';
import { type Draft, saveDraft, useDiscardDraft, useDraftOnOpen } from '../api/draft';
import { useChosenTask, usePublishWork } from '../api/works';
import { RestoreDraftDialog } from '../components/restore-draft-dialog';
import { toWorkBody, WorkForm, type WorkFormValues } from '../components/work-form';

const AUTOSAVE_MS = 1500;

/** What a draft keeps: plain JSON, files by id, unfinished ones to be chosen again. */
function toDraft(values: WorkFormValues) {
  return { ...values, shootingDate: values.shootingDate ? dayjs(values.shootingDate).format('YYYY-MM-DD') : null };
}

function fromDraft(data: Record<string, unknown>): WorkFormValues {
  const files = (list: unknown) =>
    ((list as FormFile[] | undefined) ?? []).map((f) =>
      f.state === 'ready' ? f : { ...f, state: 'missing' as const },
    );
  const d = data as WorkFormValues & { shootingDate?: string | null };
  return {
    ...d,
    cover: files(d.cover),
    videos: files(d.videos),
    attachments: files(d.attachments),
    shootingDate: d.shootingDate ? dayjs(d.shootingDate) : null,
  };
}

export default function PublishWorkScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<WorkFormValues>();
  const publish = usePublishWork();
  const draft = useDraftOnOpen();
  const discardDraft = useDiscardDraft();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const offered = useRef(false);
  const [params] = useSearchParams();
  const chosenTask = useChosenTask(Number(params.get('taskId'))).data;
  const openingDraft = params.get('draft') === 'open';
  const banners = useBanners().data;
  // Taking part in a task: the task is chosen, whatever a restored draft had.
  const taskChoice = useRef({});
  taskChoice.current = chosenTask ? { task: chosenTask, activity: null } : {};

  useEffect(() => {
    if (chosenTask) form.setFieldsValue({ task: chosenTask, activity: null });
  }, [chosenTask, form]);

  const restore = ({ updatedAt: _, ...data }: Draft) =>
    form.setFieldsValue({ ...fromDraft(data), ...taskChoice.current });
  // Opened from the drafts box: the creator asked for it already.
  useEffect(() => {
    if (!draft.data || !openingDraft || offered.current) return;
    offered.current = true;
    restore(draft.data);
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  // A save still due would bring back what the creator chose to drop.
  const startOver = () => {
    clearTimeout(timer.current);
    form.resetFields();
    form.setFieldsValue(taskChoice.current);
    discardDraft.mutate();
  };

  const autosave = (values: WorkFormValues) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      saveDraft(toDraft(values)).catch(() => toast.error(t('errors.draftSaveFailed')));
    }, AUTOSAVE_MS);
  };

  // The banners sit beside the form on wide screens and below it on phones, never above: the form
  // and its upload progress come first.
  return (
    <Row gutter={[24, 24]}>
      <FirstTimeGuide name="publishwork" />
      <Col xs={24} xl={16}>
        <Typography.Title level={3}>{t('menu.publishWork')}</Typography.Title>
        <WorkForm
          form={form}
          submitLabel={t('works.publish')}
          pending={publish.isPending}
          onValuesChange={autosave}
          onSubmit={async (values) => {
            clearTimeout(timer.current);
            await publish.mutateAsync(toWorkBody(values));
            toast.success(t('works.published'));
            navigate(webPaths.myWorks);
          }}
        />
      </Col>
      <Col xs={24} xl={8} data-testid="publish-aside">
        <BannerCarousel banners={banners} height={160} />
      </Col>
      <RestoreDraftDialog draft={openingDraft ? null : draft.data} onRestore={restore} onStartOver={startOver} />
    </Row>
  );
}
