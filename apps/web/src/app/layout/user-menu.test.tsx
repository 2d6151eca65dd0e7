import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { renderInApp } from '../../test/render';
import { UserMenu } from './user-menu';

afterEach(cleanup);

describe("the header's user menu", () => {
  it('should open on its first item, move by arrows, and close back to its button with Escape', async () => {
    useSession.setState({ user: { role: 'admin', nickName: 'Ann Lee' } as never });
    await renderInApp(<UserMenu />, { path: '/console/review' });
    const button = screen.getByTestId('user-menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['My profile', 'Log out']);
    expect(document.activeElement?.textContent).toBe('My profile');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Log out');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My profile');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('should offer a creator only to log out, and close on a click elsewhere', async () => {
    useSession.setState({ user: { role: 'creator', nickName: 'Eve' } as never });
    await renderInApp(<UserMenu />, { path: '/home' });
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out']);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
