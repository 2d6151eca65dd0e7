import { Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { HOME_PATH, routeByPath } from '../routes';

/** The pages opened in this tab, as closable tabs; the current page is always among them. */
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

  const items = tabs.map((path) => {
    const route = routeByPath.get(path.split('?')[0] ?? path);
    return { key: path, label: route ? t(route.titleKey) : path, closable: tabs.length > 1 };
  });
  return (
    <Tabs
      className="shell-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={current}
      items={items}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        const next = closeTab(key);
        if (key === current) navigate(next ?? HOME_PATH);
      }}
    />
  );
}
