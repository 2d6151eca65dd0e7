import { useTranslation } from 'react-i18next';
import { menuGroups } from '../routes';
import { menuIcons } from './menu-icons';
import { NavMenu } from './nav-menu';
import type { MenuProps } from './side-frame';

/** The creator's menu: each group's pages under its heading; a page of its own (College) is an item. */
export function SideMenu({ collapsed, onNavigate }: MenuProps) {
  const { t } = useTranslation();
  const groups = menuGroups().map((group) => {
    const page = { path: group.path, label: t(group.titleKey), icon: menuIcons[group.path] };
    return group.children.length
      ? {
          key: group.path,
          heading: t(group.titleKey),
          items: group.children.map((child) => ({
            path: child.path,
            label: t(child.titleKey),
            icon: menuIcons[child.path],
          })),
        }
      : { key: group.path, items: [page] };
  });
  return <NavMenu groups={groups} collapsed={collapsed} onNavigate={onNavigate} />;
}
