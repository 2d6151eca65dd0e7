import type { WorkDetail } from '@stringer/shared/schemas/works';
import { creatorMayEdit } from '@stringer/shared/transitions';
import { webLinks } from '@stringer/shared/web-paths';
import { Form, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formFileOf } from '../../../components/uploads/form-files';
import { useItemTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useUpdateWork, useWork } from '../api/works';
import { toWorkBody, WorkForm, type WorkFormValues } from '../components/work-form';

function initialOf(work: WorkDetail): WorkFormValues {
  return {
    title: work.title,
    description: work.description,
    tags: work.tags.map((t) => t.id),
    cover: work.cover
      ? [{ uid: work.cover.fileId, fileId: work.cover.fileId, name: 'cover', size: 0, state: 'ready' }]
      : [],
    videos: work.videos.map(formFileOf),
    attachments: work.attachments.map(formFileOf),
    activity: work.activity,
    task: work.task,
    location: work.location ?? undefined,
    shootingDate: work.shootingDate ? dayjs(work.shootingDate) : null,
  };
}

export default function EditWorkScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const work = useWork(id);
  useItemTitle(work.data?.title);
  const update = useUpdateWork();
  const [form] = Form.useForm<WorkFormValues>();

  if (work.isLoading) return <Skeleton active />;
  if (!work.data) return <Result status="404" title={t('errors.workNotExist')} />;
  if (!creatorMayEdit('work', work.data.auditStatus)) return <Result status="info" title={t('errors.workFinal')} />;
  return (
    <>
      <Typography.Title level={3}>{t('menu.editWorksDetail')}</Typography.Title>
      <WorkForm
        form={form}
        initial={initialOf(work.data)}
        submitLabel={t('works.save')}
        pending={update.isPending}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...toWorkBody(values), worksId: id });
          toast.success(t('works.saved'));
          navigate(webLinks.workDetail(id));
        }}
      />
    </>
  );
}
