import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { consoleMenu } from '../routes';
import { menuIcons } from './menu-icons';
import { NavMenu } from './nav-menu';
import type { MenuProps } from './side-frame';

/** The console's sections a role reaches, grouped under headings. */
export function ConsoleMenu({ collapsed, onNavigate }: MenuProps) {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  const groups = consoleMenu(role).map(({ group, pages }) => ({
    key: group,
    heading: t(`menu.consoleGroups.${group}`),
    items: pages.map((page) => ({ path: page.path, label: t(page.titleKey), icon: menuIcons[page.path] })),
  }));
  return <NavMenu groups={groups} collapsed={collapsed} onNavigate={onNavigate} />;
}
