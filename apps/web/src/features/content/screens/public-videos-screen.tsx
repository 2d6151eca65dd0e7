import { Col, Empty, Pagination, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../components/public-page';
import { usePublicWorks } from '../api/content';
import { PublicWorkCard } from '../components/public-work-card';

const PAGE_SIZE = 12;

/** /public/videos: works the editors chose to show, playable by anyone. */
export default function PublicVideosScreen() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const works = usePublicWorks(pageNum, PAGE_SIZE);
  const list = works.data?.list ?? [];
  return (
    <PublicPage width={1200}>
      <Typography.Title level={2}>{t('menu.publicVideos')}</Typography.Title>
      {works.isLoading ? (
        <Skeleton active />
      ) : list.length ? (
        <Row gutter={[16, 16]}>
          {list.map((w) => (
            <Col key={w.worksId} xs={24} sm={12} lg={8}>
              <PublicWorkCard work={w} />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('content.noPublicWorks')} />
      )}
      {(works.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={works.data?.total}
          onChange={setPageNum}
        />
      )}
    </PublicPage>
  );
}
