import { PublicHeader } from '../../../components/public-header';
import { TaskDetail } from '../components/task-detail';

/** /public/showtaskdetail?id=: a listed task, shareable with anyone. */
export default function PublicTaskScreen() {
  return (
    <div className="landing">
      <PublicHeader />
      <main style={{ padding: 24, maxWidth: 948, margin: '0 auto' }}>
        <TaskDetail />
      </main>
    </div>
  );
}
