import type { FileInfo } from '@stringer/shared/schemas/files';
import type { Note } from '@stringer/shared/schemas/notes';
import { Button, Checkbox, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/notes/export-menu';
import { NotesPanel } from '../../../components/notes/notes-panel';
import { VideoRetry } from '../../../components/video-player/video-retry';
import { downloadMyNotes, useAnswerNote, useMyNotes } from '../api/notes';

/** The work's videos with the notes the editorial team sent: seek to each, answer it, mark it done. */
export function WorkNotes({ worksId, title, videos }: { worksId: number; title: string; videos: FileInfo[] }) {
  const notes = useMyNotes(worksId);
  if (notes.isLoading) return <Skeleton active />;
  const list = notes.data?.list ?? [];
  return (
    <div className="work-videos">
      {videos.map((v) => (
        <VideoNotes
          key={v.fileId}
          worksId={worksId}
          title={title}
          file={v}
          notes={list.filter((n) => n.videoFileId === v.fileId)}
        />
      ))}
    </div>
  );
}

function VideoNotes({
  worksId,
  title,
  file,
  notes,
}: {
  worksId: number;
  title: string;
  file: FileInfo;
  notes: Note[];
}) {
  return (
    <>
      <VideoRetry file={file} />
      <NotesPanel
        file={file}
        title={title}
        notes={notes}
        testId="work-video"
        header={
          notes.length > 0 && <ExportMenu onExport={(format) => void downloadMyNotes(worksId, file.fileId, format)} />
        }
        actions={(note) => <AnswerNote worksId={worksId} note={note} />}
      />
    </>
  );
}

function AnswerNote({ worksId, note }: { worksId: number; note: Note }) {
  const { t } = useTranslation();
  const answer = useAnswerNote(worksId);
  const [text, setText] = useState<string | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Checkbox
        checked={note.done}
        disabled={answer.isPending}
        onChange={(e) => answer.mutate({ id: note.id, body: { done: e.target.checked } })}
        data-testid="note-done"
      >
        {t('notes.markDone')}
      </Checkbox>
      {text === null ? (
        <Button size="small" type="link" onClick={() => setText(note.answer ?? '')} data-testid="note-reply">
          {t(note.answer ? 'notes.editAnswer' : 'notes.answer')}
        </Button>
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            autoFocus
            value={text}
            maxLength={2000}
            aria-label={t('notes.answer')}
            data-testid="note-answer-input"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setText(null)}
            onPressEnter={() =>
              answer.mutate({ id: note.id, body: { answer: text } }, { onSuccess: () => setText(null) })
            }
          />
          <Button
            type="primary"
            loading={answer.isPending}
            data-testid="note-answer-save"
            onClick={() => answer.mutate({ id: note.id, body: { answer: text } }, { onSuccess: () => setText(null) })}
          >
            {t('notes.save')}
          </Button>
        </Space.Compact>
      )}
    </Space>
  );
}
