import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rovingIndex } from '../../lib/roving-keys';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
}

export interface NavGroup {
  key: string;
  /** A heading over the group's items; none for an item of its own (the creator's College). */
  heading?: string;
  items: NavItem[];
}

interface Props {
  groups: NavGroup[];
  /** Icons alone: the groups part by lines instead of headings (a heading cut to a letter says nothing). */
  collapsed: boolean;
  onNavigate(): void;
}

/**
 * A menu's keys (WAI-ARIA's menu pattern): arrows, Home and End move between its items, Space
 * follows one as Enter does. The side menu's and the user menu's.
 */
export function moveMenuFocus(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (event.key === ' ' && at >= 0) {
    event.preventDefault();
    items[at]?.click();
  }
  const next = rovingIndex(event.key, Math.max(at, 0), items.length, 'vertical');
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * The side menu of the creator's shell and the console, drawn without antd (decision 0077): a
 * navigation landmark (WCAG 1.3.1) holding a menu of real links (a middle click opens a tab), one
 * Tab stop (the current page's item) and arrows between the items, the current page marked for
 * screen readers too.
 */
export function NavMenu({ groups, collapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  const paths = groups.flatMap((g) => g.items.map((item) => item.path));
  const stop = paths.includes(pathname) ? pathname : paths[0];
  const item = ({ path, label, icon }: NavItem) => (
    <Link
      key={path}
      to={path}
      role="menuitem"
      className="side-nav-item"
      aria-current={path === pathname ? 'page' : undefined}
      tabIndex={path === stop ? 0 : -1}
      title={collapsed ? label : undefined}
      onClick={onNavigate}
    >
      {icon}
      <span className="side-nav-label">{label}</span>
    </Link>
  );
  return (
    <nav aria-label={t('app.mainMenu')} className={collapsed ? 'side-nav side-nav-folded' : 'side-nav'}>
      <div role="menu" aria-label={t('app.mainMenu')} className="side-nav-menu" onKeyDown={moveMenuFocus}>
        {groups.map((group, i) => {
          if (!group.heading || collapsed) {
            const divider =
              collapsed && i > 0 ? <hr key={`${group.key}-divider`} className="side-nav-divider" /> : null;
            return [divider, ...group.items.map(item)];
          }
          return (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is a menu's group (WAI-ARIA's menu)
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
              <div className="side-nav-heading" id={`${id}-${group.key}`}>
                {group.heading}
              </div>
              {group.items.map(item)}
            </div>
          );
        })}
      </div>
    </nav>
  );
}
