import type { CustomInfo } from '@stringer/shared/schemas/account';
import { type CertificationState, certificationBody } from '@stringer/shared/schemas/certification';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AreaCascader, type AreaValue, regionRule, savedArea } from '../../../components/area-cascader';
import { FileUploader, type FormFile } from '../../../components/uploads/file-uploader';
import { fileIdsOf, filesRule, formFileOf } from '../../../components/uploads/form-files';
import { showRefusal, zodRule } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSubmitCertification } from '../api/account';

interface Values {
  email?: string;
  name?: string;
  birthDate?: Dayjs | null;
  resume?: FormFile[];
  region?: AreaValue;
}

const fieldOf = (f: string) =>
  f === 'resumeFileId' ? 'resume' : ['countryId', 'provinceId', 'cityId'].includes(f) ? 'region' : f;

type Submission = CertificationState['latest'];

/**
 * Where the form starts: what was sent last time (a resubmission after a fail corrects it, it does
 * not start over), else what the creator gave at sign-up, to check rather than type again.
 */
const initialOf = (previous: Submission, user: CustomInfo | null): Values =>
  previous
    ? {
        email: previous.email,
        name: previous.name,
        birthDate: dayjs(previous.birthDate),
        resume: previous.resume ? [formFileOf(previous.resume)] : [],
        region: savedArea([previous.countryId, previous.provinceId, previous.cityId]),
      }
    : { email: user?.mail, name: user?.realName };

interface Props {
  open: boolean;
  onClose(): void;
  /** The latest submission, if any. */
  previous: Submission;
}

/** Spec 2's certification dialog: email, name, date of birth, resume and location. */
export function CertificationDialog({ open, onClose, previous }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitCertification();
  const shape = certificationBody.shape;
  const user = useSession((s) => s.user);

  const finish = async (v: Values) => {
    const [countryId, provinceId, cityId] = v.region?.ids ?? [];
    try {
      await submit.mutateAsync({
        email: v.email ?? '',
        name: v.name ?? '',
        birthDate: v.birthDate ? dayjs(v.birthDate).format('YYYY-MM-DD') : '',
        resumeFileId: fileIdsOf(v.resume)[0] ?? '',
        countryId: countryId as number,
        provinceId: provinceId ?? null,
        cityId: cityId ?? null,
      });
      toast.success(t('account.certificationSent'));
      onClose();
    } catch (err) {
      showRefusal(form, err, t, { fallback: 'errors.certificationFailed', fieldOf });
    }
  };

  return (
    <Modal
      open={open}
      title={t('account.certify')}
      okText={t('account.submitCertification')}
      cancelText={t('account.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      destroyOnHidden={false}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialOf(previous, user)}
        onFinish={finish}
        onFinishFailed={() => toast.error(t('errors.requiredItems'))}
      >
        <Form.Item name="email" label={t('account.certEmail')} required rules={[zodRule(shape.email, t)]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item name="name" label={t('account.certName')} required rules={[zodRule(shape.name, t)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="birthDate"
          label={t('account.birthDate')}
          required
          rules={[{ required: true, message: t('errors.birthDateRequired') }]}
        >
          <DatePicker disabledDate={(d) => d.isAfter(dayjs())} />
        </Form.Item>
        <Form.Item
          name="resume"
          label={t('account.resume')}
          required
          rules={[filesRule(t, 1, 'errors.resumeRequired')]}
        >
          <FileUploader kind="resume" max={1} label={t('account.resume')} />
        </Form.Item>
        <Form.Item name="region" label={t('account.location')} required rules={[regionRule(t)]}>
          <AreaCascader />
        </Form.Item>
      </Form>
    </Modal>
  );
}
