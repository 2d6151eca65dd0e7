import { ArrowLeftOutlined } from '@ant-design/icons';
import { webPaths } from '@stringer/shared/web-paths';
import { Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { RichText } from '../../../components/rich-text';
import { formatGmt } from '../../../lib/time';
import { useArticle } from '../api/content';

/** /public/showarticledetail?id=: a College article, full page, for signed-in creators. */
export default function ArticleScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const article = useArticle(Number(params.get('id')));
  const zh = i18n.language === 'zh';
  const a = article.data;
  return (
    <PublicPage width={820}>
      <Link to={webPaths.college}>
        <ArrowLeftOutlined aria-hidden /> {t('menu.college')}
      </Link>
      {article.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : a ? (
        <article>
          <Typography.Title level={2}>{zh ? a.titleZh : a.title}</Typography.Title>
          <Typography.Text type="secondary">{formatGmt(a.publishedAt, 'day')}</Typography.Text>
          <RichText html={zh ? a.bodyZh : a.body} />
        </article>
      ) : (
        <Result status="404" title={t('errors.articleNotExist')} />
      )}
    </PublicPage>
  );
}
