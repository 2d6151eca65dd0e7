import { CheckCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffNotes } from '../api/notes';

/** Under a version in the stack: how many of the notes written on it its creator marked done, and which. */
export function VersionNotes({ worksId, version }: { worksId: number; version: number }) {
  const { t } = useTranslation();
  const notes = (useStaffNotes(worksId).data?.list ?? []).filter((n) => n.version === version);
  if (notes.length === 0) return null;
  const done = notes.filter((n) => n.done);
  return (
    <div className="version-notes" data-testid={`version-${version}-notes`}>
      <Typography.Text type="secondary">
        {t('review.versionNotesDone', { done: done.length, total: notes.length })}
      </Typography.Text>
      <ul>
        {done.map((n) => (
          <li key={n.id}>
            <CheckCircleOutlined aria-hidden /> {n.text}
            {n.answer && <Typography.Text type="secondary"> · {n.answer}</Typography.Text>}
          </li>
        ))}
      </ul>
    </div>
  );
}
