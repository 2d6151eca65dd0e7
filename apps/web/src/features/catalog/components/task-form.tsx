import { type ManagedTask, TASK_SCOPES, taskBody } from '@stringer/shared/schemas/catalog';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field';
import { zodRule } from '../../../lib/form';
import { CreatorPicker } from './creator-picker';
import {
  AnswerByField,
  answerByIn,
  answerByOut,
  defaultWindow,
  TitleFields,
  useCatalogSave,
  WindowFields,
  windowIn,
  windowOut,
} from './form-parts';
import { PayField } from './pay-field';

const shape = taskBody.shape;

/** A task: texts, cover, points, window, and its scope; an exclusive one names its creators. */
export function TaskForm({ item, onDone }: { item: ManagedTask | null; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { submit, saving } = useCatalogSave('task', form, item?.id, onDone);
  const scope = Form.useWatch('scope', form) ?? item?.scope ?? 'useful';
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="task-form"
      initialValues={
        item
          ? {
              ...item,
              ...windowIn(item),
              answerBy: answerByIn(item.answerBy),
              creatorIds: item.offeredTo.map((c) => c.id),
            }
          : {
              scope: 'useful',
              points: 10,
              payAmount: 0,
              brief: '',
              briefZh: '',
              creatorIds: [],
              answerBy: null,
              ...defaultWindow(),
            }
      }
      onFinish={(v) =>
        submit({
          ...v,
          ...windowOut(v),
          answerBy: answerByOut(v),
          creatorIds: v.scope === 'exclusive' ? (v.creatorIds ?? []) : [],
        })
      }
    >
      <TitleFields shape={shape} />
      <Form.Item name="brief" label={t('catalog.briefEn')} rules={[zodRule(shape.brief, t)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="briefZh" label={t('catalog.briefZh')} rules={[zodRule(shape.briefZh, t)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="cover" label={t('catalog.cover')} required rules={[zodRule(shape.cover, t)]}>
        <ImageField alt={t('catalog.cover')} />
      </Form.Item>
      <Form.Item name="points" label={t('catalog.points')} required rules={[zodRule(shape.points, t)]}>
        <InputNumber precision={0} min={1} />
      </Form.Item>
      <PayField schema={shape.payAmount} extra={t('catalog.payTaskHelp')} />
      <WindowFields />
      <Form.Item name="scope" label={t('catalog.scope')} extra={t(`catalog.scopeHelp.${scope}`)}>
        <Radio.Group
          optionType="button"
          options={TASK_SCOPES.map((s) => ({ value: s, label: t(`catalog.scopes.${s}`) }))}
        />
      </Form.Item>
      {scope === 'exclusive' && (
        <>
          <AnswerByField />
          <Form.Item name="creatorIds" label={t('catalog.offeredTo')} extra={t('catalog.offerHelp')}>
            <CreatorPicker known={item?.offeredTo ?? []} />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('catalog.save')}
      </Button>
    </Form>
  );
}
