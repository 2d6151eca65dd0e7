import { BellOutlined, IdcardOutlined, LogoutOutlined } from '@ant-design/icons';
import { webPaths } from '@stringer/shared/web-paths';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../components/count-badge';
import { UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { moveMenuFocus } from './nav-menu';

interface Item {
  key: string;
  icon: ReactNode;
  label: string;
  run(): void;
}

/**
 * The header's bell and the signed-in user's menu, drawn without antd (decision 0077): a button
 * that opens a menu (WAI-ARIA's menu button: focus on its first item, arrows between them, Escape
 * back to the button), closed by a click elsewhere or Tab.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const unread = useSession((s) => s.unread.total);
  const logout = useLogout();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const isStaff = user?.role !== undefined && user.role !== 'creator';
  const name = user?.nickName || user?.realName || user?.mail;

  useEffect(() => {
    if (!open) return;
    wrap.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  // Once the session is gone the route guard sends the page to /login, with the way back.
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast.success(t('auth.loggedOut')),
      onError: () => toast.error(t('errors.logoutFailed')),
    });
  const items: Item[] = [
    // Staff keep their name, language and password in the console's profile page.
    ...(isStaff
      ? [
          {
            key: 'profile',
            icon: <IdcardOutlined aria-hidden />,
            label: t('menu.staffProfile'),
            run: () => navigate(webPaths.staffProfile),
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('app.logout'), run: signOut },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else {
      moveMenuFocus(event);
    }
  };

  return (
    <div className="user-menu" ref={wrap}>
      {/* The count beside the button, not in it: its name stays "Messages" (axe's label-content-name-mismatch). */}
      <CountBadge count={unread}>
        <button
          type="button"
          className="icon-button"
          title={t('app.messages')}
          aria-label={t('app.messages')}
          onClick={() => navigate(isStaff ? webPaths.console : webPaths.message)}
          data-testid="bell"
        >
          <BellOutlined aria-hidden />
        </button>
      </CountBadge>
      {/* Named even where a phone's header hides the name beside the avatar. */}
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={name ?? t('app.account')}
        onClick={() => setOpen(!open)}
        data-testid="user-menu"
      >
        <UserAvatar src={user?.avatarUrl} />
        <span className="user-name">{name}</span>
      </button>
      {open && (
        <div role="menu" id={menuId} className="popup-menu" aria-label={name ?? t('app.account')} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                item.run();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
