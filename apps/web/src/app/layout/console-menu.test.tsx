import type { Role } from '@stringer/shared/statuses';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { renderInApp } from '../../test/render';
import { ConsoleMenu } from './console-menu';

afterEach(cleanup);

const EVERY_SECTION = {
  Editorial: ['Review', 'Reject reasons'],
  Support: ['Support inbox', 'Licence requests', 'System notifications'],
  Catalog: ['Activities', 'Tasks', 'Banners', 'College articles', 'Agreements'],
  Money: ['Rewards'],
  Administration: ['Staff', 'Audit log', 'System'],
};

async function menuOf(role: Role, { collapsed = false, path = '/console/review', language = 'en' as Language } = {}) {
  useSession.setState({ user: { role } as never });
  await renderInApp(<ConsoleMenu collapsed={collapsed} onNavigate={() => {}} />, { path, language });
  return screen.getByRole('navigation', { name: language === 'en' ? 'Main menu' : '主菜单' });
}

const sections = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Each heading with the sections listed under it. */
const groups = (nav: HTMLElement) =>
  Object.fromEntries(
    within(nav)
      .queryAllByRole('group')
      .map((group) => [
        group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(group)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ]),
  );

describe("the console's menu", () => {
  it('should list every section for an admin, under its group', async () => {
    const nav = await menuOf('admin');
    expect(groups(nav)).toEqual(EVERY_SECTION);
    expect(sections(nav)).toHaveLength(14);
  });

  it('should list only the sections a role reaches, and no empty group', async () => {
    expect(groups(await menuOf('reviewer'))).toEqual({ Editorial: ['Review'] });
    cleanup();
    expect(groups(await menuOf('support', { path: '/console/support' }))).toEqual({
      Support: ['Support inbox', 'Licence requests', 'System notifications'],
    });
  });

  it('should mark the current section, for screen readers too', async () => {
    const nav = await menuOf('admin', { path: '/console/rewards' });
    const current = within(nav).getByRole('menuitem', { name: 'Rewards' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('should be one Tab stop, move by arrows, go to the section chosen and say so (the drawer closes)', async () => {
    let navigated = 0;
    useSession.setState({ user: { role: 'admin' } as never });
    await renderInApp(<ConsoleMenu collapsed={false} onNavigate={() => navigated++} />, { path: '/console/review' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const stops = within(nav)
      .getAllByRole('menuitem')
      .filter((item) => item.tabIndex === 0);
    expect(stops.map((item) => item.textContent)).toEqual(['Review']);
    stops[0]?.focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Reject reasons');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('System');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Review');
    const reasons = within(nav).getByRole('menuitem', { name: 'Reject reasons' });
    // A real link (the app's hash router writes it as #/console/reasons): a middle click opens a tab.
    expect(reasons.getAttribute('href')).toMatch(/\/console\/reasons$/);
    fireEvent.click(reasons);
    expect(within(nav).getByRole('menuitem', { name: 'Reject reasons' }).getAttribute('aria-current')).toBe('page');
    expect(navigated).toBe(1);
  });

  it('should part the groups by lines when folded to icons, every section still there', async () => {
    const nav = await menuOf('admin', { collapsed: true });
    expect(within(nav).queryAllByRole('group')).toHaveLength(0);
    expect(within(nav).getAllByRole('separator')).toHaveLength(4);
    expect(nav.querySelectorAll('[role="menuitem"]')).toHaveLength(14);
  });

  it('should speak Chinese', async () => {
    const nav = await menuOf('admin', { language: 'zh' });
    expect(Object.keys(groups(nav))).toEqual(['编辑审核', '客服', '运营内容', '资金', '系统管理']);
    expect(sections(nav)).toContain('奖励与付款');
  });
});
