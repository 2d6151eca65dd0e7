import { bannerBody, type ManagedBanner } from '@stringer/shared/schemas/catalog';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field';
import { zodRule } from '../../../lib/form';
import { TitleFields, useCatalogSave, WindowFields, windowIn, windowOut } from './form-parts';

const shape = bannerBody.shape;

/** A banner of the carousel: picture, where a click leads, its place in the order, and when it shows. */
export function BannerForm({ item, onDone }: { item: ManagedBanner | null; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { submit, saving } = useCatalogSave('banner', form, item?.id, onDone);
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="banner-form"
      initialValues={item ? { ...item, ...windowIn(item), linkUrl: item.linkUrl ?? '' } : { position: 0, linkUrl: '' }}
      onFinish={(v) => submit({ ...v, ...windowOut(v), linkUrl: v.linkUrl?.trim() || null })}
    >
      <TitleFields shape={shape} />
      <Form.Item name="image" label={t('catalog.image')} rules={[zodRule(shape.image, t)]}>
        <ImageField alt={t('catalog.image')} />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('catalog.link')}
        extra={t('catalog.linkHelp')}
        rules={[zodRule(shape.linkUrl, t)]}
      >
        <Input maxLength={500} placeholder="/task/usefultask" />
      </Form.Item>
      <Form.Item
        name="position"
        label={t('catalog.position')}
        extra={t('catalog.positionHelp')}
        rules={[zodRule(shape.position, t)]}
      >
        <InputNumber precision={0} min={0} max={9999} />
      </Form.Item>
      <WindowFields open />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('catalog.save')}
      </Button>
    </Form>
  );
}
