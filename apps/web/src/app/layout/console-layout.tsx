import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Loading } from '../../components/screen-boundary';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { CreatorPagesProvider } from '../../lib/creator-pages';
import { loadFactorTexts } from '../../lib/factor-texts';
import { loadConsoleTexts, loadSignedInTexts } from '../../lib/i18n';
import type { Language } from '../../lib/preferences';
import { useTexts } from '../../lib/use-texts';
import { LiveBridge } from '../live/live-bridge';
import { isCreatorPage } from '../routes';
import { ConsoleMenu } from './console-menu';
import { SideFrame } from './side-frame';
import { PageContent } from './skip-link';

// The factors' texts too: the admins' policy can refuse any console call with one of them. The
// router starts them with this module's code, before the first render (decision 0077).
export const loadTexts = (language: Language) =>
  Promise.all([loadConsoleTexts(language), loadSignedInTexts(language), loadFactorTexts(language)]);

/** The editorial console's frame: the shell's, with its own menu of the sections the role reaches. */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const textsReady = useTexts(loadTexts);
  useCurrentUser();
  return (
    <>
      <SideFrame className="shell console" name={t('console.name')} menu={ConsoleMenu}>
        <PageContent>
          <CreatorPagesProvider value={isCreatorPage}>{textsReady ? <Outlet /> : <Loading />}</CreatorPagesProvider>
        </PageContent>
      </SideFrame>
      <LiveBridge />
    </>
  );
}
