import { useTranslation } from 'react-i18next';
import { VersionNotes as Notes } from '../../../components/work-versions';
import { downloadStaffNotes, useStaffNotes } from '../api/notes';

/** Under a version in the review drawer's stack: its notes, and which the creator marked done. */
export function VersionNotes({ worksId, version }: { worksId: number; version: number }) {
  const { t } = useTranslation();
  const notes = useStaffNotes(worksId).data?.list ?? [];
  return (
    <Notes
      version={version}
      notes={notes}
      summary={(done, total) => t('review.versionNotesDone', { done, total })}
      onExport={(fileId, format) => void downloadStaffNotes(worksId, fileId, format)}
    />
  );
}
