import type { Clue } from '@stringer/shared/schemas/clues';
import { creatorMayEdit } from '@stringer/shared/transitions';
import { webLinks } from '@stringer/shared/web-paths';
import { Form, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { savedArea } from '../../../components/area-cascader';
import { formFileOf } from '../../../components/uploads/form-files';
import { useItemTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useClue, useUpdateClue } from '../api/clues';
import { ClueForm, type ClueFormValues, toClueBody } from '../components/clue-form';

function initialOf(clue: Clue): ClueFormValues {
  return {
    title: clue.title,
    description: clue.description,
    happenedOn: dayjs(clue.happenedOn),
    region: savedArea([clue.countryId, clue.provinceId, clue.cityId]),
    place: clue.place ?? undefined,
    media: clue.media.map(formFileOf),
    diskLink: clue.diskLink ?? undefined,
    source: clue.source,
    sourceLink: clue.sourceLink ?? undefined,
  };
}

export default function EditClueScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const clue = useClue(id);
  useItemTitle(clue.data?.title);
  const update = useUpdateClue();
  const [form] = Form.useForm<ClueFormValues>();

  if (clue.isLoading) return <Skeleton active />;
  if (!clue.data) return <Result status="404" title={t('errors.clueNotExist')} />;
  if (!creatorMayEdit('clue', clue.data.auditStatus)) return <Result status="info" title={t('errors.clueFinal')} />;
  return (
    <>
      <Typography.Title level={3}>{t('menu.editClue')}</Typography.Title>
      <ClueForm
        form={form}
        initial={initialOf(clue.data)}
        submitLabel={t('clues.save')}
        pending={update.isPending}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...toClueBody(values), id });
          toast.success(t('clues.saved'));
          navigate(webLinks.clueDetail(id));
        }}
      />
    </>
  );
}
