import { BellOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { webPaths } from '@stringer/shared/web-paths';
import { Avatar, Badge, Button, Dropdown, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const unread = useSession((s) => s.unread.total);
  const logout = useLogout();
  const navigate = useNavigate();
  const isStaff = user?.role !== undefined && user.role !== 'creator';
  const name = user?.nickName || user?.realName || user?.mail;

  // Once the session is gone the route guard sends the page to /login, with the way back.
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast.success(t('auth.loggedOut')),
      onError: () => toast.error(t('errors.logoutFailed')),
    });

  return (
    <Space size="middle">
      <Tooltip title={t('app.messages')}>
        <Badge count={unread} size="small">
          <Button
            type="text"
            shape="circle"
            icon={<BellOutlined />}
            aria-label={t('app.messages')}
            onClick={() => navigate(isStaff ? webPaths.console : webPaths.message)}
            data-testid="bell"
          />
        </Badge>
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            // Staff keep their name, language and password in the console's profile page.
            ...(isStaff
              ? [
                  {
                    key: 'profile',
                    icon: <IdcardOutlined aria-hidden />,
                    label: t('menu.staffProfile'),
                    onClick: () => navigate(webPaths.staffProfile),
                  },
                ]
              : []),
            { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('app.logout'), onClick: signOut },
          ],
        }}
      >
        {/* Named even where a phone's header hides the name beside the avatar. */}
        <Button type="text" data-testid="user-menu" aria-label={name ?? t('app.account')}>
          <Space>
            <Avatar size="small" src={user?.avatarUrl ?? undefined} icon={<UserOutlined aria-hidden />} />
            <span className="user-name">{name}</span>
          </Space>
        </Button>
      </Dropdown>
    </Space>
  );
}
