import { CheckOutlined, ExclamationCircleOutlined, LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import { CHAT } from '@stringer/shared/constants';
import { App, Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderKeepingTab } from '../../../lib/focus';
import type { ShownMessage } from '../api/use-conversation';
import { MessageTime } from './message-time';

interface Props {
  message: ShownMessage;
  mine: boolean;
  readByPeer: boolean;
  onRetry(): void;
  onRevoke(): void;
}

function Status({ message, readByPeer }: Pick<Props, 'message' | 'readByPeer'>) {
  const { t } = useTranslation();
  if (message.status === 'sending') return <LoadingOutlined aria-label={t('messages.sending')} />;
  if (message.status === 'failed') return null;
  return (
    <Typography.Text type="secondary" className="message-status">
      <CheckOutlined aria-hidden /> {t(readByPeer ? 'messages.read' : 'messages.sent')}
    </Typography.Text>
  );
}

function Body({ message }: { message: ShownMessage }) {
  const { t } = useTranslation();
  if (message.revoked) return <Typography.Text italic>{t('messages.revoked')}</Typography.Text>;
  if (message.kind === 'image' && message.file?.url)
    return <Image src={message.file.url} alt={message.file.name} width={160} className="message-image" />;
  if (message.file)
    return (
      <a href={message.file.url || undefined} download={message.file.name}>
        <PaperClipOutlined aria-hidden /> {message.file.name}
      </a>
    );
  return <span className="message-text">{message.text}</span>;
}

/** One message: its body, when, and for one's own, sending / sent / read, retry or revoke. */
export function MessageBubble({ message, mine, readByPeer, onRetry, onRevoke }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // Asked first, in a dialog that takes focus and gives it back: a revoked message is gone for good.
  const confirmRevoke = () =>
    modal.confirm({
      title: t('messages.revokeConfirm'),
      okText: t('messages.revoke'),
      cancelText: t('messages.keep'),
      onOk: onRevoke,
      modalRender: renderKeepingTab,
    });
  const revocable =
    mine &&
    message.status === 'sent' &&
    !message.revoked &&
    Date.now() - Date.parse(message.createdAt) < CHAT.revokeWindowMs;
  return (
    <li
      className={`message ${mine ? 'message-mine' : 'message-theirs'}${message.private ? ' message-note' : ''}`}
      data-testid="message"
    >
      {message.private && <Typography.Text className="message-note-label">{t('inbox.privateNote')}</Typography.Text>}
      <div className="message-bubble">
        <Body message={message} />
      </div>
      <Space size="small" className="message-meta">
        {/* Staff see which of them wrote it; creators get no name ("Customer service" is one inbox). */}
        {message.senderName && <Typography.Text className="message-sender">{message.senderName}</Typography.Text>}
        <MessageTime at={message.createdAt} />
        {mine && <Status message={message} readByPeer={readByPeer} />}
        {message.status === 'failed' && (
          <Typography.Text type="danger">
            <ExclamationCircleOutlined aria-hidden /> {t(message.errorKey ?? 'errors.sendFailed')}{' '}
            <Button size="small" type="link" onClick={onRetry}>
              {t('app.retry')}
            </Button>
          </Typography.Text>
        )}
        {revocable && (
          <Button size="small" type="link" onClick={confirmRevoke}>
            {t('messages.revoke')}
          </Button>
        )}
      </Space>
    </li>
  );
}
