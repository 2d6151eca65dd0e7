import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { ActivityForm } from '../components/activity-form';
import { CatalogScreen } from '../components/catalog-screen';
import { usePayRate } from '../components/pay-rate';

/** The admins' activities: `#/console/activities`. */
export default function ActivitiesScreen() {
  const { t } = useTranslation();
  const payRate = usePayRate();
  return (
    <CatalogScreen
      kind="activity"
      columns={[
        { key: 'score', title: t('catalog.scoreRange'), render: (a) => `${a.minScore}–${a.maxScore}` },
        { key: 'pay', title: t('catalog.pay'), render: (a) => payRate(a.payAmount, a.payPer) },
        {
          key: 'window',
          title: t('catalog.window'),
          render: (a) => `${formatGmt(a.startTime)} – ${formatGmt(a.deadline)}`,
        },
        { key: 'works', title: t('catalog.works'), render: (a) => a.works },
      ]}
      form={(item, onDone) => <ActivityForm item={item} onDone={onDone} />}
    />
  );
}
