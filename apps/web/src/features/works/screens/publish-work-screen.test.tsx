import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogQueue } from '../../../lib/dialogs';
import { http } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { renderInApp } from '../../../test/render';
import PublishWorkScreen from './publish-work-screen';

/** The server's draft, as GET /web/draft answers it; PUT and DELETE change it. */
let saved: Record<string, unknown> | null;

beforeEach(() => {
  saved = null;
  usePreferences.getState().guideSeen('publishwork');
  vi.spyOn(http, 'get').mockImplementation((async (path: string) => (path === '/web/draft' ? saved : [])) as never);
  vi.spyOn(http, 'put').mockImplementation((async (path: string, body: Record<string, unknown>) => {
    if (path === '/web/draft') saved = { ...body, updatedAt: '2026-11-22T21:05:00.000Z' };
    return null;
  }) as never);
  vi.spyOn(http, 'delete').mockImplementation((async (path: string) => {
    if (path === '/web/draft') saved = null;
    return null;
  }) as never);
});

afterEach(() => {
  cleanup();
  useDialogQueue.setState({ waiting: [] });
  vi.restoreAllMocks();
});

const open = () => renderInApp(<PublishWorkScreen />, { path: '/home/publishwork', fetching: true });
const title = () => screen.getByLabelText('Title') as HTMLInputElement;

describe('Publish Work and its draft', () => {
  it('should not offer the draft being typed when a live refetch comes (a video became playable)', async () => {
    const { queryClient } = await open();
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/web/draft'));
    fireEvent.change(title(), { target: { value: 'Storm over the bay' } });
    await waitFor(() => expect(saved).toMatchObject({ title: 'Storm over the bay' }), { timeout: 3000 });
    // What the message centre does as a video's rendition becomes available.
    await act(() => queryClient.invalidateQueries({ refetchType: 'active' }));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByText('Restore your draft?')).toBeNull();
    expect(title().value).toBe('Storm over the bay');
  });

  it('should offer a draft saved earlier, and Start over should discard it and leave the form empty', async () => {
    saved = { title: 'Left yesterday', updatedAt: '2026-11-22T21:05:00.000Z' };
    await open();
    fireEvent.change(title(), { target: { value: 'Typed before answering' } });
    const startOver = await screen.findByRole('button', { name: 'Start over' });
    expect(screen.getByText('Restore your draft?')).toBeTruthy();
    fireEvent.click(startOver);
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/web/draft'));
    expect(saved).toBeNull();
    expect(title().value).toBe('');
    // Closed: it no longer waits for its turn (antd's leaving animation never ends in happy-dom).
    expect(useDialogQueue.getState().waiting.map((w) => w.id)).not.toContain('works.restoreDraft');
    // The typing before the answer must not bring the draft back once its save comes due.
    await act(() => new Promise((done) => setTimeout(done, 1800)));
    expect(saved).toBeNull();
  });

  it('should restore a draft saved earlier when asked', async () => {
    saved = { title: 'Left yesterday', updatedAt: '2026-11-22T21:05:00.000Z' };
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(title().value).toBe('Left yesterday'));
  });
});
