import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FirstTimeGuide } from '../../components/first-time-guide';
import { Loading } from '../../components/screen-boundary';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { loadSignedInTexts } from '../../lib/i18n';
import { useTexts } from '../../lib/use-texts';
import { LiveBridge } from '../live/live-bridge';
import { ShellTabs } from './shell-tabs';
import { SideFrame } from './side-frame';
import { SideMenu } from './side-menu';
import { PageContent } from './skip-link';

/** The signed-in frame: side menu (a drawer on phones), header, tabs, and the page. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const textsReady = useTexts(loadSignedInTexts);
  useCurrentUser();
  return (
    <>
      <SideFrame className="shell" name={t('app.name')} menu={SideMenu}>
        <ShellTabs />
        <PageContent>{textsReady ? <Outlet /> : <Loading />}</PageContent>
      </SideFrame>
      {textsReady && <FirstTimeGuide name="login" />}
      <LiveBridge />
    </>
  );
}
