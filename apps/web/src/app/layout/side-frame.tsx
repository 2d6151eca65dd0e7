import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Grid, Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';
import { HeaderEnd } from './header-end';
import { SkipLink } from './skip-link';

const MenuDrawer = lazy(() => import('./menu-drawer'));

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
 * opened from the header on phones), the header's controls, and the page.
 */
export function SideFrame({ name, className, menu, children }: Props) {
  const { t } = useTranslation();
  const phone = !Grid.useBreakpoint().md;
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const setCollapsed = usePreferences((s) => s.setSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const folded = phone ? !drawerOpen : collapsed;
  const toggle = () => (phone ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed));

  return (
    <Layout className={className}>
      <SkipLink />
      {phone ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={name}>
            {menu({ collapsed: false, onNavigate: () => setDrawerOpen(false) })}
          </MenuDrawer>
        </Suspense>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220}>
          <div className="shell-logo">{collapsed ? name.charAt(0) : name}</div>
          {menu({ collapsed, onNavigate: () => {} })}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="shell-header">
          <div className="shell-header-start">
            <Button
              type="text"
              icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
              aria-label={t(folded ? 'app.expand' : 'app.collapse')}
              aria-expanded={!folded}
              data-testid="menu-toggle"
            />
            {phone && <span className="shell-header-name">{name}</span>}
          </div>
          <HeaderEnd />
        </Layout.Header>
        {/* Layout.Content is the page's one <main>. */}
        <Layout.Content className="shell-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
