import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT } from '@stringer/shared/constants';
import { FILE_KINDS } from '@stringer/shared/files';
import type { CannedReply } from '@stringer/shared/schemas/canned-replies';
import { Button, Input, Progress, Space, Typography } from 'antd';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedFilter } from '../../../components/segmented-filter';
import { useMediaQuery } from '../../../lib/media-query';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { startUpload } from '../../../lib/uploads';
import type { SendContent } from '../api/use-conversation';
import { CannedPicker, matchReplies, slashQuery } from './canned-picker';

interface Props {
  onSend(content: SendContent): void;
  /** The support team's side: private notes, and canned replies inserted by `/` (the creator's language first). */
  staffTools?: { replies: CannedReply[]; language: 'en' | 'zh' };
}

const ACCEPT = FILE_KINDS.message_file.extensions.map((e) => `.${e}`).join(',');

/**
 * Enter sends, Ctrl+Enter adds a newline (the spec's hint), at a keyboard; a file goes through the
 * upload path first.
 */
export function Composer({ onSend, staffTools }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  const [active, setActive] = useState(0);
  const pickerId = useId();
  const query = staffTools ? slashQuery(text) : null;
  const options = query === null || !staffTools ? [] : matchReplies(staffTools.replies, query, staffTools.language);
  // Escape closes the list for what is typed now; typing on opens it again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const picking = options.length > 0 && dismissed !== text;
  const pick = (reply: CannedReply) => {
    setText(reply.text);
    setActive(0);
  };
  // Staff answer a creator; a creator writes to the editorial team.
  const staff = useSession((s) => s.user?.role !== undefined && s.user.role !== 'creator');
  const placeholder = t(note ? 'inbox.notePlaceholder' : staff ? 'messages.staffPlaceholder' : 'messages.placeholder');
  // A phone's keyboard has a return key and no Ctrl: there return makes a new line, as in any text
  // box, and the Send button sends. Asked of the pointer, not the width: a narrow window on a
  // laptop still has its keys, and a phone turned sideways is wide.
  const touch = useMediaQuery('(pointer: coarse)');
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = () => {
    if (text.trim() === '') return;
    onSend({ kind: 'text', text, private: note });
    setText('');
  };

  /** While the canned list shows, arrows move in it, Enter or Tab inserts, Escape closes it. */
  const onPickerKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (e.key in moves) setActive((a) => (a + (moves[e.key] ?? 0) + options.length) % options.length);
    else if (e.key === 'Enter' || e.key === 'Tab') pick(options[Math.min(active, options.length - 1)] as CannedReply);
    else if (e.key === 'Escape') setDismissed(text);
    else return false;
    e.preventDefault();
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking && !e.nativeEvent.isComposing && onPickerKey(e)) return;
    if (touch || e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (e.ctrlKey || e.metaKey) {
      const el = e.currentTarget;
      const at = el.selectionStart;
      setText(`${text.slice(0, at)}\n${text.slice(el.selectionEnd)}`);
      requestAnimationFrame(() => el.setSelectionRange(at + 1, at + 1));
    } else send();
  };

  const attach = (file: File | undefined) => {
    if (!file) return;
    if (file.size > FILE_KINDS.message_file.maxBytes) return toast.error(t('errors.fileTooLarge'));
    setProgress(0);
    startUpload(file, 'message_file', {
      onProgress: (sent, total) => setProgress(Math.round((sent / total) * 100)),
      onDone: (fileId) => {
        setProgress(null);
        onSend({ kind: file.type.startsWith('image/') ? 'image' : 'file', fileId, name: file.name, private: note });
      },
      onError: (key) => {
        setProgress(null);
        toast.error(t(key));
      },
    });
  };

  return (
    <div className={note ? 'composer composer-note' : 'composer'}>
      {staffTools && (
        <SegmentedFilter
          aria-label={t('inbox.mode')}
          size="small"
          value={note ? 'note' : 'reply'}
          onChange={(v) => setNote(v === 'note')}
          options={[
            { value: 'reply', label: t('inbox.reply') },
            { value: 'note', label: t('inbox.privateNote') },
          ]}
        />
      )}
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        role={staffTools ? 'combobox' : undefined}
        aria-expanded={staffTools ? picking : undefined}
        aria-controls={picking ? pickerId : undefined}
        aria-activedescendant={picking ? `${pickerId}-${options[active]?.id}` : undefined}
        onKeyDown={onKeyDown}
        maxLength={CHAT.messageMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid="composer"
      />
      {picking && <CannedPicker id={pickerId} options={options} active={active} onPick={pick} />}
      <Space className="composer-actions" wrap>
        <Typography.Text type="secondary">
          {t(`${staffTools ? 'inbox' : 'messages'}.${touch ? 'touchHint' : 'hint'}`)}
        </Typography.Text>
        {progress !== null && <Progress percent={progress} size="small" aria-label={t('messages.uploading')} />}
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(e) => {
            attach(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="message-file"
        />
        <Button
          icon={<PaperClipOutlined />}
          onClick={() => picker.current?.click()}
          aria-label={t('messages.attach')}
        />
        <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={send} disabled={text.trim() === ''}>
          {t(note ? 'inbox.addNote' : 'messages.send')}
        </Button>
      </Space>
    </div>
  );
}
