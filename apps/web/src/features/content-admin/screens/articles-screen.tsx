import type { Listing, ManagerArticleSummary } from '@stringer/shared/schemas/content-manager';
import { Button, Drawer, Grid, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SegmentedFilter } from '../../../components/segmented-filter';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { ARTICLES_PAGE_SIZE, useManagerArticle, useManagerArticles, useSetListing } from '../api/articles';
import { ArticleForm } from '../components/article-form';

type Filter = Listing | 'all';
/** The drawer: closed, a new article, or the article of that id. */
type Editing = null | 'new' | number;

/** #/console/articles: the College's articles, listed and delisted; written and edited in a drawer. */
export default function ArticlesScreen() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const phone = !Grid.useBreakpoint().md;
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const page = useManagerArticles(pageNum, filter === 'all' ? undefined : filter);
  const setListing = useSetListing();

  const toggle = (a: ManagerArticleSummary) => {
    const listing = a.listing === 'listed' ? 'delisted' : 'listed';
    setListing.mutate(
      { id: a.id, listing },
      {
        onSuccess: () => toast.success(t(listing === 'listed' ? 'contentAdmin.listedNow' : 'contentAdmin.delistedNow')),
      },
    );
  };

  const columns: ListColumn<ManagerArticleSummary>[] = [
    { key: 'title', title: t('contentAdmin.title'), render: (a) => (zh ? a.titleZh : a.title) },
    {
      key: 'listing',
      title: t('contentAdmin.listing'),
      render: (a) => <Tag color={a.listing === 'listed' ? 'green' : 'default'}>{t(`contentAdmin.${a.listing}`)}</Tag>,
    },
    { key: 'published', title: t('contentAdmin.publishedAt'), render: (a) => formatGmt(a.publishedAt) },
    {
      key: 'actions',
      title: t('contentAdmin.actions'),
      render: (a) => (
        <Space wrap size={0}>
          <Button type="link" onClick={() => setEditing(a.id)} aria-label={`${t('contentAdmin.edit')}: ${a.title}`}>
            {t('contentAdmin.edit')}
          </Button>
          <Button
            type="link"
            onClick={() => toggle(a)}
            aria-label={`${t(a.listing === 'listed' ? 'contentAdmin.delist' : 'contentAdmin.list')}: ${a.title}`}
          >
            {t(a.listing === 'listed' ? 'contentAdmin.delist' : 'contentAdmin.list')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="content-admin">
      <Space wrap className="content-admin-bar">
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('contentAdmin.newArticle')}
        </Button>
        <SegmentedFilter<Filter>
          aria-label={t('app.statusFilter')}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPageNum(1);
          }}
          options={(['all', 'listed', 'delisted'] as const).map((v) => ({ value: v, label: t(`contentAdmin.${v}`) }))}
        />
      </Space>
      <ListTable<ManagerArticleSummary>
        rowKey="id"
        columns={columns}
        rows={page.data?.list}
        loading={page.isFetching}
        empty={t('contentAdmin.noArticles')}
        paging={{ pageNum, pageSize: ARTICLES_PAGE_SIZE, total: page.data?.total, onChange: setPageNum }}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size={phone ? '100%' : 860}
        title={t(editing === 'new' ? 'contentAdmin.newArticle' : 'contentAdmin.editArticle')}
        destroyOnHidden
      >
        {editing === 'new' ? (
          <ArticleForm onDone={() => setEditing(null)} />
        ) : editing !== null ? (
          <EditArticle id={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Drawer>
    </div>
  );
}

/** The form once the article's full text has arrived (the list carries no body). */
function EditArticle({ id, onDone }: { id: number; onDone(): void }) {
  const article = useManagerArticle(id);
  return article.data ? <ArticleForm key={id} article={article.data} onDone={onDone} /> : <Skeleton active />;
}
