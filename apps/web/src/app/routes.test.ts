import { webPaths } from '@stringer/shared/web-paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from '../lib/i18n';
import { createAppRouter } from './router';
import { CONSOLE_GROUPS, consoleMenu, menuGroups, routeByPath, routes } from './routes';

describe('the route table', () => {
  it('should declare every route of the spec with its access', () => {
    const expected = {
      public: [
        '/login',
        '/register',
        '/retrievepassword',
        '/index',
        '/middle',
        '/download',
        '/privacypolicy',
        '/serviceprotocol',
        '/transferprotocol',
        '/public/videos',
        '/public/showtaskdetail',
      ],
      signedIn: ['/public/showarticledetail'],
      shell: [
        '/home',
        '/home/publishwork',
        '/home/myworks',
        '/home/drafts',
        '/home/worksdetail',
        '/home/editworksdetail',
        '/task/mytask',
        '/task/taskdetail',
        '/clue/submitclue',
        '/clue/myclue',
        '/clue/cluedetail',
        '/clue/editcluedetail',
        '/settings/accountset',
        '/message',
      ],
      console: ['/console/support', '/console/articles', '/console/agreements'],
    };
    for (const [access, paths] of Object.entries(expected)) {
      for (const path of paths) expect(routeByPath.get(path)?.access, path).toBe(access);
    }
    expect(routeByPath.get('/home')?.redirect).toBe('/home/publishwork');
  });

  it('should route every page of the shared web paths, and no other (issue 37)', () => {
    const pathsOf = (route: RouteObject): (string | undefined)[] => [
      route.path,
      ...(route.children ?? []).flatMap(pathsOf),
    ];
    const routed = createAppRouter()
      .routes.flatMap(pathsOf)
      .filter((path) => path !== undefined && path !== '*');
    expect(routed.toSorted()).toEqual(Object.values(webPaths).toSorted());
  });

  it('should title every route in both languages', async () => {
    const [en, zh] = await Promise.all([loadTranslations('en'), loadTranslations('zh')]);
    const has = (tree: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const route of routes) {
      expect(has(en, route.titleKey), route.titleKey).toBeTypeOf('string');
      expect(has(zh, route.titleKey), route.titleKey).toBeTypeOf('string');
    }
  });

  it('should build the side menu from the table, leaving detail pages out', () => {
    const menu = menuGroups().map((g) => [g.path, g.children.map((c) => c.path)]);
    expect(menu).toEqual([
      ['/home', ['/home/publishwork', '/home/myworks', '/home/drafts']],
      ['/task', ['/task/mytask']],
      ['/clue', ['/clue/submitclue', '/clue/myclue']],
      ['/message', []],
      ['/earnings', []],
      ['/college', []],
      ['/settings', ['/settings/accountset', '/settings/security']],
    ]);
  });

  it('should list every console page the menu shows under a group, titled in both languages, so none drops out', async () => {
    const listed = routes.filter((r) => r.access === 'console' && !r.hidden);
    expect(listed.filter((r) => !r.group).map((r) => r.path)).toEqual([]);
    expect(consoleMenu('admin').flatMap((g) => g.pages)).toHaveLength(listed.length);
    const [en, zh] = await Promise.all([loadTranslations('en'), loadTranslations('zh')]);
    for (const texts of [en, zh]) {
      const titles = (texts as { menu: { consoleGroups: Record<string, unknown> } }).menu.consoleGroups;
      for (const group of CONSOLE_GROUPS) expect(titles[group], group).toBeTypeOf('string');
    }
  });
});
