import { CheckCircleOutlined } from '@ant-design/icons';
import type { Note, NoteExportFormat } from '@stringer/shared/schemas/notes';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';
import { ExportMenu } from '../notes/export-menu';
import { noteTime } from '../notes/note-time';

interface Props {
  version: number;
  /** The work's notes (any version's): those written on `version` are shown. */
  notes: Note[];
  /** The line above them, in the reader's words: "The creator marked…" or "You marked…". */
  summary(done: number, total: number): string;
  /** Downloads one of the version's videos' notes for an editing suite (as the current version's). */
  onExport?(videoFileId: string, format: NoteExportFormat): void;
}

/**
 * Under a version in the stack: the notes written on it, at their times, and which its creator
 * marked done (with the answer). Both the reviewer and the creator read an earlier version so.
 */
export function VersionNotes({ version, notes, summary, onExport }: Props) {
  const { t } = useTranslation();
  const style = usePreferences((s) => s.noteTimes);
  const own = notes.filter((n) => n.version === version);
  if (own.length === 0) return null;
  const videos = [...new Set(own.map((n) => n.videoFileId))];
  return (
    <div className="version-notes" data-testid={`version-${version}-notes`}>
      <Typography.Text type="secondary">{summary(own.filter((n) => n.done).length, own.length)}</Typography.Text>
      {onExport &&
        videos.map((id, i) => (
          <ExportMenu
            key={id}
            which={videos.length > 1 ? `#${i + 1}` : undefined}
            testId={`version-${version}-notes-export`}
            onExport={(format) => onExport(id, format)}
          />
        ))}
      <ul>
        {own.map((n) => (
          <li key={n.id} data-done={n.done}>
            {n.done && <CheckCircleOutlined aria-hidden />}{' '}
            <span className="version-note-time">{noteTime(n, style)}</span> {n.text}
            {n.done && <Tag color="green">{t('notes.done')}</Tag>}
            {n.answer && (
              <Typography.Text type="secondary">
                {' '}
                · {t('notes.answerLabel')}: {n.answer}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
