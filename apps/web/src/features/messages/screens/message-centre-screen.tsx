import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { creatorConversation } from '../api/messages';
import { useConversation } from '../api/use-conversation';
import { ChatPanel } from '../components/chat-panel';
import { NotificationList } from '../components/notification-list';

const creatorsOwn = (m: { fromStaff: boolean }) => !m.fromStaff;

function CustomerService() {
  const userId = useSession((s) => s.userId);
  const conversation = useConversation(creatorConversation, null, userId);
  return <ChatPanel conversation={conversation} isMine={creatorsOwn} />;
}

/** The message centre: customer service and system notifications, each with its unread badge. */
export default function MessageCentreScreen() {
  const { t } = useTranslation();
  const unread = useSession((s) => s.unread);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'system' ? 'system' : 'service';
  const label = (key: string, count: number) => (
    <Badge count={count} size="small" offset={[8, -2]}>
      {t(key)}
    </Badge>
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      items={[
        {
          key: 'service',
          label: label('messages.customerService', unread.customerService),
          children: <CustomerService />,
        },
        { key: 'system', label: label('messages.system', unread.system), children: <NotificationList /> },
      ]}
    />
  );
}
