import { Spin } from 'antd';
import { PublicPage } from '../../../components/public-page';
import { loadSignedInTexts } from '../../../lib/i18n';
import { useTexts } from '../../../lib/use-texts';
import { TaskDetail } from '../components/task-detail';

/** /public/showtaskdetail?id=: a listed task, shareable with anyone (its texts are the signed-in pages'). */
export default function PublicTaskScreen() {
  const textsReady = useTexts(loadSignedInTexts);
  return <PublicPage>{textsReady ? <TaskDetail /> : <Spin />}</PublicPage>;
}
