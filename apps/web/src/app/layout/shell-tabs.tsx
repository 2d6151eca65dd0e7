import { CloseOutlined } from '@ant-design/icons';
import { webPaths } from '@stringer/shared/web-paths';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { focusLost } from '../../lib/focus';
import { pageName, useItemTitleOf } from '../../lib/page-title';
import { tabKey, useSession } from '../../lib/session';
import { routeByPath } from '../routes';

/** A tab's name: its page's, naming the item it shows once known. */
function TabLabel({ path }: { path: string }) {
  const { t } = useTranslation();
  const itemTitle = useItemTitleOf(path);
  const route = routeByPath.get(path.split('?')[0] ?? path);
  return route ? pageName(route, itemTitle, t) : path;
}

/**
 * The pages opened in this tab, each a link with a close button; the current page is always among
 * them, one per screen or per item (`tabKey`). Links in a nav, not ARIA tabs: there are no tab
 * panels, each entry goes to another page.
 */
export function ShellTabs() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useSession((s) => s.tabs);
  const openTab = useSession((s) => s.openTab);
  const closeTab = useSession((s) => s.closeTab);
  const current = location.pathname + location.search;

  useEffect(() => {
    if (routeByPath.get(location.pathname)?.screen) openTab(current);
  }, [current, location.pathname, openTab]);

  const close = (path: string, i: number) => {
    const next = closeTab(path);
    if (path === current) navigate(next ?? webPaths.home);
    // The closed tab's button went with it: focus moves to the tab that took its place.
    requestAnimationFrame(() => {
      if (focusLost()) document.getElementById(`shell-tab-${Math.min(i, tabs.length - 2)}`)?.focus();
    });
  };

  return (
    <nav className="shell-tabs" aria-label={t('app.openPages')}>
      <ul>
        {tabs.map((path, i) => {
          const active = path === current;
          return (
            <li key={tabKey(path)} className={active ? 'shell-tab shell-tab-active' : 'shell-tab'}>
              <Link to={path} id={`shell-tab-${i}`} aria-current={active ? 'page' : undefined}>
                <TabLabel path={path} />
              </Link>
              {tabs.length > 1 && (
                // Named "Close" followed by its tab's name (WCAG 2.4.6): its own label, then the link's.
                <button
                  type="button"
                  id={`shell-tab-close-${i}`}
                  className="shell-tab-close"
                  aria-label={t('app.close')}
                  aria-labelledby={`shell-tab-close-${i} shell-tab-${i}`}
                  onClick={() => close(path, i)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
