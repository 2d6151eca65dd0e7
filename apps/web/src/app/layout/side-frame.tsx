import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntd } from '../../components/with-antd';
import { useMediaQuery } from '../../lib/media-query';
import { usePreferences } from '../../lib/preferences';
import { HeaderEnd } from './header-end';
import { SkipLink } from './skip-link';

// antd's drawer, inside antd's providers: the console's frame is drawn without them (decision 0077).
const MenuDrawer = lazy(withAntd(() => import('./menu-drawer')));

export interface MenuProps {
  /** The side menu shows icons alone. */
  collapsed: boolean;
  /** After a page is chosen: the phone's drawer closes. */
  onNavigate(): void;
}

interface Props {
  /** The product's name atop the menu, and in the header on phones, where the menu is a drawer. */
  name: string;
  className: string;
  menu(props: MenuProps): ReactNode;
  /** The page's area under the header. */
  children: ReactNode;
}

/**
 * The creator's shell and the staff console alike: a side menu that folds to icons (a drawer
 * opened from the header on phones), the header's controls, and the page. Drawn without antd, so
 * that a console page's first rows do not wait for it (decision 0077).
 */
export function SideFrame({ name, className, menu, children }: Props) {
  const { t } = useTranslation();
  // antd's `md` breakpoint, where the side menu used to become a drawer.
  const phone = !useMediaQuery('(min-width: 768px)');
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const setCollapsed = usePreferences((s) => s.setSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const folded = phone ? !drawerOpen : collapsed;
  const toggle = () => (phone ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed));
  const Fold = folded ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <div className={`frame ${className}`}>
      <SkipLink />
      {phone ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={name}>
            {menu({ collapsed: false, onNavigate: () => setDrawerOpen(false) })}
          </MenuDrawer>
        </Suspense>
      ) : (
        <aside className={collapsed ? 'frame-side frame-side-folded' : 'frame-side'}>
          <div className="shell-logo">{collapsed ? name.charAt(0) : name}</div>
          {menu({ collapsed, onNavigate: () => {} })}
        </aside>
      )}
      <div className="frame-main">
        <header className="shell-header">
          <div className="shell-header-start">
            <button
              type="button"
              className="icon-button"
              onClick={toggle}
              aria-label={t(folded ? 'app.expand' : 'app.collapse')}
              aria-expanded={!folded}
              data-testid="menu-toggle"
            >
              <Fold aria-hidden />
            </button>
            {phone && <span className="shell-header-name">{name}</span>}
          </div>
          <HeaderEnd />
        </header>
        {/* The page's one <main>. */}
        <main className="shell-content">{children}</main>
      </div>
    </div>
  );
}
