import type { FileInfo } from '@stringer/shared/schemas/files';
import type { Note } from '@stringer/shared/schemas/notes';
import { List, Segmented, Space, Tag, Typography } from 'antd';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NoteTimeStyle, usePreferences } from '../../lib/preferences';
import { FileVideo, type PlayerBox, type PlayerHandle } from '../video-player';
import { noteTime, seekTimeOf } from './note-time';
import './notes.css';

interface Props {
  file: FileInfo;
  title: string;
  notes: Note[];
  /** The player, for a page that steers it too (a reviewer's note starts where it stands); else the panel's own. */
  player?: RefObject<PlayerHandle | null>;
  testId?: string;
  className?: string;
  /** Above the list: a reviewer's form, an export menu. */
  header?: ReactNode;
  /** After each note: what the reader may do with it (edit, answer, mark done). */
  actions?: (note: Note) => ReactNode;
  /** While set, dragging over the picture draws a box (the note being written). */
  onDrawBox?: (box: PlayerBox) => void;
  /** A box being drawn for a new note, shown instead of the selected note's. */
  draftBox?: PlayerBox | null;
}

/**
 * One video with its review notes: markers on the timeline, the list beside the player (under it
 * on a narrow screen); choosing a note seeks to its frame and shows its box.
 */
export function NotesPanel({
  file,
  title,
  notes,
  player: given,
  testId,
  className,
  header,
  actions,
  onDrawBox,
  draftBox,
}: Props) {
  const { t } = useTranslation();
  const own = useRef<PlayerHandle>(null);
  const player = given ?? own;
  const style = usePreferences((s) => s.noteTimes);
  const setStyle = usePreferences((s) => s.setNoteTimes);
  const [selected, setSelected] = useState<number | null>(null);
  const current = notes.find((n) => n.id === selected) ?? null;
  const choose = (note: Note) => {
    setSelected(note.id);
    player.current?.pause();
    player.current?.seek(seekTimeOf(note));
  };
  const shownBox = draftBox ?? current?.box ?? null;
  return (
    <div className="notes-panel">
      <div className="notes-panel-grid">
        <div className="notes-panel-player">
          <FileVideo
            file={file}
            title={title}
            testId={testId}
            className={className}
            ref={player}
            markers={notes.map((n) => ({
              id: String(n.id),
              atS: n.atMs / 1000,
              endS: n.endMs === null ? null : n.endMs / 1000,
              label: `${noteTime(n, style)} ${n.text}`,
              active: n.id === selected,
            }))}
            onMarker={(id) => {
              const note = notes.find((n) => String(n.id) === id);
              if (note) choose(note);
            }}
            box={shownBox ? { box: shownBox, label: t('notes.boxLabel') } : null}
            onDrawBox={onDrawBox}
          />
        </div>
        <div className="notes-panel-list">
          <Space wrap className="notes-panel-head">
            <Typography.Text strong>{t('notes.title', { n: notes.length })}</Typography.Text>
            <Segmented<NoteTimeStyle>
              size="small"
              value={style}
              onChange={setStyle}
              options={[
                { value: 'timecode', label: t('notes.timecode') },
                { value: 'clock', label: t('notes.clock') },
              ]}
            />
          </Space>
          {header}
          {notes.length === 0 ? (
            // Words, not antd's Empty: its grey fails the contrast check (decision 0025).
            <Typography.Text type="secondary">{t('notes.empty')}</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={notes}
              renderItem={(note) => (
                <List.Item
                  className={note.id === selected ? 'notes-item active' : 'notes-item'}
                  data-testid="note-item"
                >
                  <div className="notes-item-body">
                    <button
                      type="button"
                      className="notes-item-seek"
                      onClick={() => choose(note)}
                      aria-label={t('notes.seek', { time: noteTime(note, style) })}
                      data-testid="note-seek"
                    >
                      {noteTime(note, style)}
                    </button>
                    {note.box && <Tag>{t('notes.hasBox')}</Tag>}
                    {note.done && <Tag color="green">{t('notes.done')}</Tag>}
                    {!note.sentAt && <Tag>{t('notes.unsent')}</Tag>}
                    <Typography.Paragraph className="notes-item-text">{note.text}</Typography.Paragraph>
                    <Typography.Text type="secondary">{note.author ?? t('notes.editorialTeam')}</Typography.Text>
                    {note.answer && (
                      <Typography.Paragraph className="notes-item-answer" data-testid="note-answer">
                        {t('notes.answerLabel')}: {note.answer}
                      </Typography.Paragraph>
                    )}
                    {actions?.(note)}
                  </div>
                </List.Item>
              )}
            />
          )}
        </div>
      </div>
    </div>
  );
}
