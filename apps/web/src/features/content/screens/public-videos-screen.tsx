import { Col, Empty, Pagination, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../components/public-page';
import type { PublicFilter } from '../api/content-keys';
import { usePublicWorks } from '../api/public-works';
import { PublicFilters } from '../components/public-filters';
import { PublicWorkCard } from '../components/public-work-card';

const PAGE_SIZE = 12;

/** /public/videos: works the editors chose to show, searched and filtered, playable by anyone. */
export default function PublicVideosScreen() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [filter, setFilter] = useState<PublicFilter>({});
  const works = usePublicWorks(pageNum, PAGE_SIZE, filter);
  const list = works.data?.list ?? [];
  const filtered = Object.values(filter).some((v) => v !== undefined);
  return (
    <PublicPage width={1200}>
      <Typography.Title level={2}>{t('menu.publicVideos')}</Typography.Title>
      <PublicFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNum(1);
        }}
      />
      {works.isLoading ? (
        <Skeleton active />
      ) : list.length ? (
        <Row gutter={[16, 16]} data-testid="public-results">
          {list.map((w) => (
            <Col key={w.worksId} xs={24} sm={12} lg={8}>
              <PublicWorkCard work={w} />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t(filtered ? 'content.noPublicMatch' : 'content.noPublicWorks')} />
      )}
      {works.data?.totalCapped && (
        <Typography.Paragraph type="secondary">{t('content.manyMatches')}</Typography.Paragraph>
      )}
      {(works.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={works.data?.total}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      )}
    </PublicPage>
  );
}
