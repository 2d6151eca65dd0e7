import { bannerBody, type ManagedBanner } from '@stringer/shared/schemas/catalog';
import { webLinks } from '@stringer/shared/web-paths';
import { Button, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field';
import { useIsCreatorPage } from '../../../lib/creator-pages';
import { zodRule } from '../../../lib/form';
import { TitleFields, useCatalogSave, WindowFields, windowIn, windowOut } from './form-parts';

const shape = bannerBody.shape;

/** A link into the app must lead to one of its pages (the route table), not only look like a route. */
const pageRule = (t: TFunction, isCreatorPage: (path: string) => boolean): Rule => ({
  validator: async (_rule, value?: string) => {
    const link = value?.trim() ?? '';
    if (!/^#?\//.test(link)) return;
    if (!isCreatorPage(link.replace(/^#/, '').split(/[?#]/)[0] ?? '')) throw new Error(t('catalog.linkNoPage'));
  },
});

/** A banner of the carousel: picture, where a click leads, its place in the order, and when it shows. */
export function BannerForm({ item, onDone }: { item: ManagedBanner | null; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { submit, saving } = useCatalogSave('banner', form, item?.id, onDone);
  const isCreatorPage = useIsCreatorPage();
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="banner-form"
      initialValues={item ? { ...item, ...windowIn(item), linkUrl: item.linkUrl ?? '' } : { position: 0, linkUrl: '' }}
      onFinish={(v) => submit({ ...v, ...windowOut(v), linkUrl: v.linkUrl?.trim() || null })}
    >
      <TitleFields shape={shape} />
      <Form.Item name="image" label={t('catalog.image')} required rules={[zodRule(shape.image, t)]}>
        <ImageField alt={t('catalog.image')} />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('catalog.link')}
        extra={t('catalog.linkHelp')}
        rules={[zodRule(shape.linkUrl, t), pageRule(t, isCreatorPage)]}
      >
        <Input maxLength={500} placeholder={webLinks.myTask({ tab: 'open' })} />
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
