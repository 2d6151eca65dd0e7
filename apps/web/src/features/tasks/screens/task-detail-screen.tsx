import { FirstTimeGuide } from '../../../components/first-time-guide';
import { TaskDetail } from '../components/task-detail';

export default function TaskDetailScreen() {
  return (
    <>
      <TaskDetail />
      <FirstTimeGuide name="taskdetail" />
    </>
  );
}
