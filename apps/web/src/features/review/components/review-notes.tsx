import type { FileInfo } from '@stringer/shared/schemas/files';
import type { Note, NoteBox } from '@stringer/shared/schemas/notes';
import { DEFAULT_FRAME_RATE } from '@stringer/shared/timecode';
import { Alert, Button, Input, Popconfirm, Space, Spin } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/notes/export-menu';
import { noteTimeAt } from '../../../components/notes/note-time';
import { NotesPanel } from '../../../components/notes/notes-panel';
import type { PlayerHandle } from '../../../components/video-player';
import { refusalKey } from '../../../lib/form';
import { usePreferences } from '../../../lib/preferences';
import { downloadStaffNotes, useAddNote, useDeleteNote, useEditNote, useStaffNotes } from '../api/notes';

interface Draft {
  id: number | null;
  atMs: number;
  endMs: number | null;
  box: NoteBox | null;
  text: string;
}

const typing = (el: EventTarget) =>
  el instanceof HTMLElement && el.closest('input, textarea, [contenteditable]') !== null;

/** Every video of a work with its notes: a reviewer adds (`n`), edits and deletes them until the decision goes. */
export function ReviewNotes({
  worksId,
  title,
  videos,
  after,
}: {
  worksId: number;
  title: string;
  videos: FileInfo[];
  /** Under each video: its frames and technical facts. */
  after(file: FileInfo): ReactNode;
}) {
  const notes = useStaffNotes(worksId);
  if (notes.isLoading) return <Spin />;
  const list = notes.data?.list ?? [];
  return (
    <>
      {videos.map((v) => (
        <VideoNotes
          key={v.fileId}
          worksId={worksId}
          title={title}
          file={v}
          notes={list.filter((n) => n.videoFileId === v.fileId)}
        >
          {after(v)}
        </VideoNotes>
      ))}
    </>
  );
}

interface VideoNotesProps {
  worksId: number;
  title: string;
  file: FileInfo;
  notes: Note[];
  children: ReactNode;
}

function VideoNotes({ worksId, title, file, notes, children }: VideoNotesProps) {
  const { t } = useTranslation();
  const player = useRef<PlayerHandle>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [drawing, setDrawing] = useState(false);
  const text = useRef<TextAreaRef>(null);
  const add = useAddNote(worksId);
  const edit = useEditNote(worksId);
  const remove = useDeleteNote(worksId);
  const now = () => Math.round((player.current?.currentTime() ?? 0) * 1000);

  const start = () => {
    player.current?.pause();
    setDraft({ id: null, atMs: now(), endMs: null, box: null, text: '' });
  };
  const close = () => {
    setDraft(null);
    setDrawing(false);
    add.reset();
    edit.reset();
  };
  const save = (d: Draft) => {
    const body = { atMs: d.atMs, endMs: d.endMs, box: d.box, text: d.text };
    const done = { onSuccess: close };
    if (d.id === null) add.mutate({ ...body, videoFileId: file.fileId }, done);
    else edit.mutate({ id: d.id, body }, done);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'n' || e.ctrlKey || e.metaKey || e.altKey || draft || typing(e.target)) return;
    e.preventDefault();
    start();
  };
  const error = add.error ?? edit.error;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: `n` adds a note from anywhere in the video's area, the player included
    <div onKeyDown={onKeyDown} className="review-video-block" data-testid="review-notes">
      <NotesPanel
        file={file}
        title={title}
        notes={notes}
        player={player}
        testId="review-video"
        className="review-video"
        draftBox={draft?.box ?? null}
        onDrawBox={
          drawing && draft
            ? (box) => {
                setDraft({ ...draft, box });
                setDrawing(false);
                // The picture gave up the keys: back to the words, where the note goes on.
                text.current?.focus();
              }
            : undefined
        }
        header={
          <Space wrap style={{ marginBottom: 8 }}>
            {!draft && (
              <Button type="primary" size="small" onClick={start} aria-keyshortcuts="n" data-testid="note-add">
                {t('notes.add')}
              </Button>
            )}
            <ExportMenu onExport={(format) => void downloadStaffNotes(worksId, file.fileId, format)} />
          </Space>
        }
        actions={(note) =>
          !note.sentAt && !draft ? (
            <Space size="small">
              <Button
                size="small"
                type="link"
                onClick={() =>
                  setDraft({ id: note.id, atMs: note.atMs, endMs: note.endMs, box: note.box, text: note.text })
                }
              >
                {t('notes.edit')}
              </Button>
              <Popconfirm title={t('notes.deleteConfirm')} onConfirm={() => remove.mutate(note.id)}>
                <Button size="small" type="link" danger>
                  {t('notes.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
      />
      {draft && (
        <NoteForm
          draft={draft}
          textRef={text}
          fps={file.media?.frameRate ?? DEFAULT_FRAME_RATE}
          drawing={drawing}
          saving={add.isPending || edit.isPending}
          error={error ? t(refusalKey(error)) : null}
          onChange={setDraft}
          onDraw={() => setDrawing(!drawing)}
          now={now}
          onSave={() => save(draft)}
          onCancel={close}
        />
      )}
      {children}
    </div>
  );
}

interface FormProps {
  draft: Draft;
  textRef: RefObject<TextAreaRef | null>;
  fps: number;
  drawing: boolean;
  saving: boolean;
  error: string | null;
  onChange(d: Draft): void;
  onDraw(): void;
  now(): number;
  onSave(): void;
  onCancel(): void;
}

/** The note being written: its in point (and out), its box, its words. */
function NoteForm({ draft, textRef, fps, drawing, saving, error, onChange, onDraw, now, onSave, onCancel }: FormProps) {
  const { t } = useTranslation();
  const style = usePreferences((s) => s.noteTimes);
  const at = (ms: number) => noteTimeAt(ms, fps, style);
  return (
    <div className="review-note-form" data-testid="note-form">
      <Space wrap>
        <span data-testid="note-in">{t('notes.in', { time: at(draft.atMs) })}</span>
        {draft.endMs !== null && <span data-testid="note-out">{t('notes.out', { time: at(draft.endMs) })}</span>}
        <Button size="small" onClick={() => onChange({ ...draft, atMs: now() })}>
          {t('notes.setIn')}
        </Button>
        <Button size="small" onClick={() => onChange({ ...draft, endMs: now() })} data-testid="note-set-out">
          {t('notes.setOut')}
        </Button>
        {draft.endMs !== null && (
          <Button size="small" type="link" onClick={() => onChange({ ...draft, endMs: null })}>
            {t('notes.clearOut')}
          </Button>
        )}
        <Button size="small" onClick={onDraw} aria-pressed={drawing} data-testid="note-draw">
          {t(drawing ? 'notes.drawing' : draft.box ? 'notes.redrawBox' : 'notes.drawBox')}
        </Button>
        {draft.box && (
          <Button size="small" type="link" onClick={() => onChange({ ...draft, box: null })}>
            {t('notes.clearBox')}
          </Button>
        )}
      </Space>
      <Input.TextArea
        ref={textRef}
        autoFocus
        value={draft.text}
        maxLength={2000}
        showCount
        rows={3}
        aria-label={t('notes.text')}
        data-testid="note-text"
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSave();
          if (e.key === 'Escape') onCancel();
        }}
      />
      {error && <Alert type="error" showIcon title={error} />}
      <Space>
        <Button type="primary" onClick={onSave} loading={saving} data-testid="note-save">
          {t('notes.save')}
        </Button>
        <Button onClick={onCancel}>{t('notes.cancel')}</Button>
      </Space>
    </div>
  );
}
