import { Layout, Menu, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { MessageCentreBridge } from '../../features/messages/components/message-centre-bridge';
import { CreatorPagesProvider } from '../../lib/creator-pages';
import { loadFactorTexts } from '../../lib/factor-texts';
import { loadConsoleTexts, loadSignedInTexts } from '../../lib/i18n';
import type { Language } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { useTexts } from '../../lib/use-texts';
import { consoleRoutes, isCreatorPage } from '../routes';
import { HeaderEnd } from './header-end';
import { menuIcons } from './menu-icons';
import { PageContent, SkipLink } from './skip-link';

// The factors' texts too: the admins' policy can refuse any console call with one of them.
const loadTexts = (language: Language) =>
  Promise.all([loadConsoleTexts(language), loadSignedInTexts(language), loadFactorTexts(language)]);

/** The editorial console's frame: its own menu, by role, over the same header controls. */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const textsReady = useTexts(loadTexts);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = useSession((s) => s.user?.role);
  useCurrentUser();
  const items = consoleRoutes(role).map((r) => ({ key: r.path, icon: menuIcons[r.path], label: t(r.titleKey) }));
  return (
    <Layout className="shell console">
      <SkipLink />
      <Layout.Header className="shell-header console-header">
        <div className="shell-logo">{t('console.name')}</div>
        <nav className="console-nav" aria-label={t('app.mainMenu')}>
          <Menu
            mode="horizontal"
            theme="dark"
            items={items}
            selectedKeys={[pathname]}
            onClick={({ key }) => navigate(key)}
            className="console-menu"
          />
        </nav>
        <HeaderEnd />
      </Layout.Header>
      {/* Layout.Content is the page's one <main>. */}
      <Layout.Content className="shell-content">
        <PageContent>
          <CreatorPagesProvider value={isCreatorPage}>{textsReady ? <Outlet /> : <Spin />}</CreatorPagesProvider>
        </PageContent>
      </Layout.Content>
      <MessageCentreBridge />
    </Layout>
  );
}
