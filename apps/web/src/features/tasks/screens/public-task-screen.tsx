import { PublicPage } from '../../../components/public-page';
import { TaskDetail } from '../components/task-detail';

/** /public/showtaskdetail?id=: a listed task, shareable with anyone. */
export default function PublicTaskScreen() {
  return (
    <PublicPage>
      <TaskDetail />
    </PublicPage>
  );
}
