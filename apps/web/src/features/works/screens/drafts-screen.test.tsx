import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatGmt } from '../../../lib/time';
import { renderInApp } from '../../../test/render';
import DraftsScreen from './drafts-screen';

afterEach(cleanup);

const key = ['draft', 'box'] as const;

describe('the drafts box', () => {
  it('should show the draft by its title with when it was saved, and offer to open or discard it', async () => {
    const updatedAt = '2026-11-22T21:05:00.000Z';
    const videos = [{ uid: 'a', name: 'a.mp4', size: 1, state: 'ready' }];
    await renderInApp(<DraftsScreen />, { data: [[key, { title: 'Storm over the bay', videos, updatedAt }]] });
    expect(screen.getByText('Storm over the bay')).toBeTruthy();
    expect(screen.getByTestId('draft-saved').textContent).toBe(`Saved ${formatGmt(updatedAt)}`);
    expect(screen.getByText('1 video · no cover yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('should name an untitled draft, and say when there is none', async () => {
    await renderInApp(<DraftsScreen />, { data: [[key, { updatedAt: '2026-11-22T21:05:00.000Z' }]] });
    expect(screen.getByText('Untitled work')).toBeTruthy();
    cleanup();
    await renderInApp(<DraftsScreen />, { data: [[key, null]] });
    expect(screen.getByText(/No draft/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publish a work' }).getAttribute('href')).toBe('/home/publishwork');
  });
});
