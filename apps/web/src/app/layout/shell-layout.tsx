import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FirstTimeGuide } from '../../components/first-time-guide';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { MessageCentreBridge } from '../../features/messages/components/message-centre-bridge';
import { loadSignedInTexts } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { useTexts } from '../../lib/use-texts';
import { HeaderEnd } from './header-end';
import { ShellTabs } from './shell-tabs';
import { SideMenu } from './side-menu';
import { PageContent, SkipLink } from './skip-link';

/** The signed-in frame: side menu (a drawer on phones), header, tabs, and the page. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const setCollapsed = usePreferences((s) => s.setSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const textsReady = useTexts(loadSignedInTexts);
  useCurrentUser();
  const folded = phone ? !drawerOpen : collapsed;
  const toggle = () => (phone ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed));

  return (
    <Layout className="shell">
      <SkipLink />
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          styles={{ body: { padding: 0, background: '#001529' } }}
          title={t('app.name')}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220}>
          <div className="shell-logo">{collapsed ? 'S' : t('app.name')}</div>
          <SideMenu />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="shell-header">
          <Button
            type="text"
            icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={t(folded ? 'app.expand' : 'app.collapse')}
            data-testid="menu-toggle"
          />
          <HeaderEnd />
        </Layout.Header>
        <Layout.Content className="shell-content">
          <ShellTabs />
          {/* Layout.Content is the page's one <main>. */}
          <PageContent>{textsReady ? <Outlet /> : <Spin />}</PageContent>
        </Layout.Content>
      </Layout>
      {textsReady && <FirstTimeGuide name="login" />}
      <MessageCentreBridge />
    </Layout>
  );
}
