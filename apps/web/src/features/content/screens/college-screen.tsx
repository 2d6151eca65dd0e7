import { webLinks } from '@stringer/shared/web-paths';
import { Card, Col, Empty, Pagination, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatGmt } from '../../../lib/time';
import { useArticles } from '../api/content';

const PAGE_SIZE = 9;

/** College: the training articles, newest first. */
export default function CollegeScreen() {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const articles = useArticles(pageNum, PAGE_SIZE);
  const zh = i18n.language === 'zh';
  const list = articles.data?.list ?? [];
  return (
    <>
      <Typography.Title level={3}>{t('menu.college')}</Typography.Title>
      {articles.isLoading ? (
        <Skeleton active />
      ) : list.length ? (
        <Row gutter={[16, 16]}>
          {list.map((a) => (
            <Col key={a.id} xs={24} sm={12} lg={8}>
              <Link to={webLinks.articleDetail(a.id)} data-testid="article-card">
                <Card
                  hoverable
                  cover={
                    a.coverPath ? (
                      <img alt="" src={a.coverPath} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
                    ) : undefined
                  }
                >
                  <Card.Meta
                    title={zh ? a.titleZh : a.title}
                    description={
                      <>
                        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                          {zh ? a.summaryZh : a.summary}
                        </Typography.Paragraph>
                        {formatGmt(a.publishedAt, 'day')}
                      </>
                    }
                  />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('content.noArticles')} />
      )}
      {(articles.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={articles.data?.total}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
