import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuGroups, routeByPath } from '../routes';
import { menuIcons } from './menu-icons';

/** The creator's menu, a navigation landmark (WCAG 1.3.1): antd's Menu is only a list of items. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const parent = routeByPath.get(pathname)?.parent;
  const items = menuGroups().map((group) => ({
    key: group.path,
    icon: menuIcons[group.path],
    label: t(group.titleKey),
    // A page of its own (College) is an item; a group lists its pages.
    children: group.children.length
      ? group.children.map((page) => ({ key: page.path, icon: menuIcons[page.path], label: t(page.titleKey) }))
      : undefined,
  }));
  return (
    <nav aria-label={t('app.mainMenu')}>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={menuGroups().map((g) => g.path)}
        key={parent}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
