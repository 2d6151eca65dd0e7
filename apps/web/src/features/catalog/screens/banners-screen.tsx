import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { BannerForm } from '../components/banner-form';
import { CatalogScreen } from '../components/catalog-screen';

/** The admins' banners: `#/console/banners`, in the carousel's order. */
export default function BannersScreen() {
  const { t } = useTranslation();
  return (
    <CatalogScreen
      kind="banner"
      columns={[
        {
          key: 'image',
          title: t('catalog.image'),
          render: (b) => <img src={b.image} alt={b.title} className="catalog-thumb" />,
        },
        { key: 'position', title: t('catalog.position'), render: (b) => b.position },
        {
          key: 'link',
          title: t('catalog.link'),
          render: (b) => <span className="catalog-link">{b.linkUrl ?? '—'}</span>,
        },
        {
          key: 'window',
          title: t('catalog.window'),
          render: (b) =>
            b.startTime || b.deadline
              ? `${b.startTime ? formatGmt(b.startTime) : '…'} – ${b.deadline ? formatGmt(b.deadline) : '…'}`
              : t('catalog.always'),
        },
      ]}
      form={(item, onDone) => <BannerForm item={item} onDone={onDone} />}
    />
  );
}
