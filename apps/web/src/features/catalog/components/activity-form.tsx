import { activityBody, type ManagedActivity, PAY_PER, scoreRangeError } from '@stringer/shared/schemas/catalog';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field';
import { zodRule } from '../../../lib/form';
import { defaultWindow, TitleFields, useCatalogSave, WindowFields, windowIn, windowOut } from './form-parts';
import { PayField } from './pay-field';

const shape = activityBody.shape;

/** An activity: texts in both languages, cover, the score range reviewers give within, its window. */
export function ActivityForm({ item, onDone }: { item: ManagedActivity | null; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { submit, saving } = useCatalogSave('activity', form, item?.id, onDone);
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="activity-form"
      initialValues={
        item
          ? { ...item, ...windowIn(item) }
          : {
              minScore: 0,
              maxScore: 100,
              payAmount: 0,
              payPer: 'work',
              description: '',
              descriptionZh: '',
              ...defaultWindow(),
            }
      }
      onFinish={(v) => submit({ ...v, ...windowOut(v) })}
    >
      <TitleFields shape={shape} />
      <Form.Item name="description" label={t('catalog.descriptionEn')} rules={[zodRule(shape.description, t)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="descriptionZh" label={t('catalog.descriptionZh')} rules={[zodRule(shape.descriptionZh, t)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="cover" label={t('catalog.cover')} required rules={[zodRule(shape.cover, t)]}>
        <ImageField alt={t('catalog.cover')} />
      </Form.Item>
      <div className="catalog-pair">
        <Form.Item name="minScore" label={t('catalog.minScore')} required rules={[zodRule(shape.minScore, t)]}>
          <InputNumber precision={0} min={0} />
        </Form.Item>
        <Form.Item
          name="maxScore"
          label={t('catalog.maxScore')}
          required
          dependencies={['minScore']}
          rules={[
            zodRule(shape.maxScore, t),
            ({ getFieldValue }) => ({
              validator: async (_r, max?: number) => {
                const key = scoreRangeError(getFieldValue('minScore'), max);
                if (key) throw new Error(t(key));
              },
            }),
          ]}
        >
          <InputNumber precision={0} min={0} />
        </Form.Item>
      </div>
      <div className="catalog-pair">
        <PayField schema={shape.payAmount} />
        <Form.Item name="payPer" label={t('catalog.payPerLabel')}>
          <Radio.Group
            optionType="button"
            options={PAY_PER.map((p) => ({ value: p, label: t(`catalog.payPer.${p}`) }))}
          />
        </Form.Item>
      </div>
      <WindowFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('catalog.save')}
      </Button>
    </Form>
  );
}
