import { CloseOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { pageName, useItemTitleOf } from '../../lib/page-title';
import { tabKey, useSession } from '../../lib/session';
import { HOME_PATH, routeByPath } from '../routes';

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

  const close = (path: string) => {
    const next = closeTab(path);
    if (path === current) navigate(next ?? HOME_PATH);
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
                <button
                  type="button"
                  className="shell-tab-close"
                  aria-label={t('app.closeTab')}
                  aria-describedby={`shell-tab-${i}`}
                  onClick={() => close(path)}
                >
                  <CloseOutlined />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
