import { type MenuProps as AntMenuProps, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { consoleMenu } from '../routes';
import { menuIcons } from './menu-icons';
import type { MenuProps } from './side-frame';

type Items = NonNullable<AntMenuProps['items']>;

/**
 * The console's sections a role reaches, grouped under headings; folded to icons, the groups part
 * by lines instead (a heading cut to a letter or two says nothing). A navigation landmark, as the
 * creator's menu is (WCAG 1.3.1), with the current section marked for screen readers too.
 */
export function ConsoleMenu({ collapsed, onNavigate }: MenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = useSession((s) => s.user?.role);
  const items = consoleMenu(role).flatMap(({ group, pages }, i): Items => {
    const children = pages.map((page) => ({
      key: page.path,
      icon: menuIcons[page.path],
      label: t(page.titleKey),
      'aria-current': page.path === pathname ? 'page' : undefined,
    }));
    if (!collapsed) return [{ key: group, type: 'group', label: t(`menu.consoleGroups.${group}`), children }];
    return i === 0 ? children : [{ key: `${group}-divider`, type: 'divider' }, ...children];
  });
  return (
    <nav aria-label={t('app.mainMenu')}>
      <Menu
        mode="inline"
        theme="dark"
        className="console-menu"
        items={items}
        selectedKeys={[pathname]}
        onClick={({ key }) => {
          navigate(key);
          onNavigate();
        }}
      />
    </nav>
  );
}
