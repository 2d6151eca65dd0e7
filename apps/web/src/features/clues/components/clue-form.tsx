import { clueBody, clueShape } from '@stringer/shared/schemas/clues';
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AreaCascader, type AreaValue, regionRule } from '../../../components/area-cascader';
import { FileUploader, type FormFile } from '../../../components/uploads/file-uploader';
import { fileIdsOf, filesRule } from '../../../components/uploads/form-files';
import { showRefusal, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';

export interface ClueFormValues {
  title?: string;
  description?: string;
  happenedOn?: Dayjs | null;
  region?: AreaValue;
  place?: string;
  media?: FormFile[];
  diskLink?: string;
  source?: 'own' | 'tip';
  sourceLink?: string;
}

/** The call's body from the form's values. */
export function toClueBody(v: ClueFormValues) {
  const [countryId, provinceId, cityId] = v.region?.ids ?? [];
  return clueBody.parse({
    title: v.title,
    description: v.description,
    happenedOn: v.happenedOn ? dayjs(v.happenedOn).format('YYYY-MM-DD') : undefined,
    countryId,
    provinceId: provinceId ?? null,
    cityId: cityId ?? null,
    place: v.place || null,
    mediaFileIds: fileIdsOf(v.media),
    diskLink: v.diskLink || null,
    source: v.source ?? 'own',
    sourceLink: v.sourceLink || null,
  });
}

const regionFields = new Set(['countryId', 'provinceId', 'cityId']);
const fieldOf = (f: string) => (regionFields.has(f) ? 'region' : f === 'mediaFileIds' ? 'media' : f);

interface Props {
  form: ReturnType<typeof Form.useForm<ClueFormValues>>[0];
  initial?: ClueFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit(values: ClueFormValues): Promise<unknown>;
}

/** Submit clue and its edit: what happened, where, when, media and links; rules from the shared schema. */
export function ClueForm({ form, initial, submitLabel, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const source = Form.useWatch('source', form);

  const finish = async (values: ClueFormValues) => {
    try {
      await onSubmit(values);
    } catch (err) {
      showRefusal(form, err, t, { fallback: 'errors.createFailed', fieldOf });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ source: 'own', ...initial }}
      onFinish={finish}
      onFinishFailed={() => toast.error(t('errors.requiredItems'))}
      scrollToFirstError
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="title" label={t('clues.title')} required rules={[zodRule(clueShape.title, t)]}>
        <Input maxLength={100} showCount placeholder={t('clues.titleHelp')} />
      </Form.Item>
      <Form.Item
        name="happenedOn"
        label={t('clues.happenedOn')}
        required
        rules={[{ required: true, message: t('errors.happenedOnRequired') }]}
      >
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="region" label={t('clues.region')} required rules={[regionRule(t)]}>
        <AreaCascader />
      </Form.Item>
      <Form.Item name="place" label={t('clues.place')} rules={[zodRule(clueShape.place, t)]}>
        <Input maxLength={200} placeholder={t('clues.placeHelp')} />
      </Form.Item>
      <Form.Item name="description" label={t('clues.description')} required rules={[zodRule(clueShape.description, t)]}>
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item name="media" label={t('clues.media')} rules={[filesRule(t, 0, 'errors.required')]}>
        <FileUploader kind="clue_media" max={20} label={t('clues.media')} />
      </Form.Item>
      <Form.Item
        name="diskLink"
        label={t('clues.diskLink')}
        extra={t('clues.diskLinkHelp')}
        rules={[zodRule(clueShape.diskLink, t)]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="source" label={t('clues.source')}>
        <Radio.Group
          options={[
            { value: 'own', label: t('clues.sourceOwn') },
            { value: 'tip', label: t('clues.sourceTip') },
          ]}
        />
      </Form.Item>
      {source === 'tip' && (
        <Form.Item
          name="sourceLink"
          label={t('clues.sourceLink')}
          required
          rules={[
            zodRule(clueShape.sourceLink, t),
            { required: true, whitespace: true, message: t('errors.sourceLinkRequired') },
          ]}
        >
          <Input placeholder="https://" />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} size="large">
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
