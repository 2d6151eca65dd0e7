import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT } from '@stringer/shared/constants';
import { FILE_KINDS } from '@stringer/shared/files';
import { Button, Input, Progress, Space, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { startUpload } from '../../../lib/uploads';

interface Props {
  onSend(content: { kind: 'text' | 'image' | 'file'; text?: string; fileId?: string; name?: string }): void;
}

const ACCEPT = FILE_KINDS.message_file.extensions.map((e) => `.${e}`).join(',');

/** Enter sends, Ctrl+Enter adds a newline (the spec's hint); a file goes through the upload path first. */
export function Composer({ onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Staff answer a creator; a creator writes to the editorial team.
  const staff = useSession((s) => s.user?.role !== undefined && s.user.role !== 'creator');
  const placeholder = t(staff ? 'messages.staffPlaceholder' : 'messages.placeholder');
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = () => {
    if (text.trim() === '') return;
    onSend({ kind: 'text', text });
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
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
        onSend({ kind: file.type.startsWith('image/') ? 'image' : 'file', fileId, name: file.name });
      },
      onError: (key) => {
        setProgress(null);
        toast.error(t(key));
      },
    });
  };

  return (
    <div className="composer">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT.messageMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid="composer"
      />
      <Space className="composer-actions" wrap>
        <Typography.Text type="secondary">{t('messages.hint')}</Typography.Text>
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
          {t('messages.send')}
        </Button>
      </Space>
    </div>
  );
}
