import { webPaths } from '@stringer/shared/web-paths';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useSubmitClue } from '../api/clues';
import { ClueForm, type ClueFormValues, toClueBody } from '../components/clue-form';

export default function SubmitClueScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitClue();
  const [form] = Form.useForm<ClueFormValues>();
  return (
    <>
      <Typography.Title level={3}>{t('menu.submitClue')}</Typography.Title>
      <ClueForm
        form={form}
        submitLabel={t('clues.submit')}
        pending={submit.isPending}
        onSubmit={async (values) => {
          await submit.mutateAsync(toClueBody(values));
          toast.success(t('clues.submitted'));
          navigate(webPaths.myClue);
        }}
      />
    </>
  );
}
