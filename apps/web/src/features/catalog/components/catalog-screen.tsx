import { PlusOutlined } from '@ant-design/icons';
import type { ListingStatus } from '@stringer/shared/statuses';
import { Button, Drawer, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SegmentedFilter } from '../../../components/segmented-filter';
import { toast } from '../../../lib/toast';
import { type CatalogItems, type CatalogKind, PAGE_SIZE, useCatalogPage, useSetListing } from '../api/catalog';

interface Props<K extends CatalogKind, T = CatalogItems[K]> {
  kind: K;
  /** The columns between the title and the status. */
  columns: ListColumn<T>[];
  /** The drawer's form: a new item when `item` is null; `onDone` closes the drawer. */
  form(item: T | null, onDone: () => void): ReactNode;
}

type Filter = 'all' | ListingStatus;

/**
 * One catalog list of the console (activities, tasks, banners): listed and delisted alike, a
 * status that says whether creators see the item now, list/delist in the row, and a drawer
 * with the item's form for New and Edit.
 */
export function CatalogScreen<K extends CatalogKind>({ kind, columns, form }: Props<K>) {
  type T = CatalogItems[K];
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<T | 'new' | null>(null);
  const page = useCatalogPage(kind, filter === 'all' ? undefined : filter, pageNum);
  const setListing = useSetListing(kind);
  const zh = i18n.language.startsWith('zh');

  const toggle = (item: T) => {
    const listing = item.listing === 'listed' ? 'delisted' : 'listed';
    setListing.mutate(
      { id: item.id, listing },
      { onSuccess: () => toast.success(t(listing === 'listed' ? 'catalog.listedDone' : 'catalog.delistedDone')) },
    );
  };

  const all: ListColumn<T>[] = [
    {
      key: 'title',
      title: t('catalog.title'),
      render: (r) => (
        <Button type="link" className="catalog-title" onClick={() => setOpen(r)}>
          {zh ? r.titleZh : r.title}
        </Button>
      ),
    },
    ...columns,
    {
      key: 'status',
      title: t('catalog.status'),
      render: (r) => (
        <Space size={4} wrap>
          <Tag color={r.listing === 'listed' ? 'blue' : 'default'}>{t(`catalog.listing.${r.listing}`)}</Tag>
          {r.listing === 'listed' && (
            <Tag color={r.effective ? 'green' : 'orange'}>
              {t(r.effective ? 'catalog.showing' : 'catalog.notShowing')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('catalog.actions'),
      render: (r) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setOpen(r)}>
            {t('catalog.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => toggle(r)}
            loading={setListing.isPending && setListing.variables?.id === r.id}
          >
            {t(r.listing === 'listed' ? 'catalog.delist' : 'catalog.list')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="catalog">
      <div className="catalog-bar">
        <SegmentedFilter<Filter>
          aria-label={t('app.statusFilter')}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPageNum(1);
          }}
          options={[
            { value: 'all', label: t('catalog.all') },
            { value: 'listed', label: t('catalog.listing.listed') },
            { value: 'delisted', label: t('catalog.listing.delisted') },
          ]}
        />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setOpen('new')}
          data-testid="catalog-new"
        >
          {t(`catalog.new.${kind}`)}
        </Button>
      </div>
      <ListTable<T>
        rowKey="id"
        columns={all}
        rows={page.data?.list}
        loading={page.isFetching}
        empty={t('catalog.empty')}
        paging={{ pageNum, pageSize: PAGE_SIZE, total: page.data?.total, onChange: setPageNum }}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={open === 'new' ? t(`catalog.new.${kind}`) : open ? (zh ? open.titleZh : open.title) : null}
        destroyOnHidden
      >
        {open !== null && form(open === 'new' ? null : open, () => setOpen(null))}
      </Drawer>
    </div>
  );
}
