import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogQueue } from '../lib/dialogs';
import { QueuedDialog } from './queued-dialog';

afterEach(() => {
  cleanup();
  useDialogQueue.setState({ waiting: [] });
});

function Dialog({ id, priority, onClose }: { id: string; priority?: number; onClose?: () => void }) {
  const [wanted, setWanted] = useState(true);
  const close = () => {
    setWanted(false);
    onClose?.();
  };
  return (
    <QueuedDialog id={id} wanted={wanted} priority={priority} onClose={close} title={id} footer={null}>
      <button type="button" onClick={close}>
        close {id}
      </button>
    </QueuedDialog>
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/a', element },
      { path: '/b', element },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('QueuedDialog', () => {
  it('should show one dialog at a time, the next once the first closes', async () => {
    renderAt(
      <>
        <Dialog id="guide" />
        <Dialog id="restore" />
      </>,
    );
    expect(await screen.findByText('close guide')).toBeTruthy();
    expect(screen.queryByText('close restore')).toBeNull();
    await act(async () => screen.getByText('close guide').click());
    expect(await screen.findByText('close restore')).toBeTruthy();
    expect(useDialogQueue.getState().waiting.map((w) => w.id)).toEqual(['restore']);
  });

  it('should show a higher priority first, whatever asked first', async () => {
    renderAt(
      <>
        <Dialog id="screen guide" />
        <Dialog id="welcome" priority={1} />
      </>,
    );
    expect(await screen.findByText('close welcome')).toBeTruthy();
    expect(screen.queryByText('close screen guide')).toBeNull();
  });

  it('should close when the creator goes to another page, but not on a redirect', async () => {
    const onClose = vi.fn();
    const router = renderAt(<Dialog id="guide" onClose={onClose} />);
    await screen.findByText('close guide');
    await act(() => router.navigate('/b', { replace: true }));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => router.navigate('/a'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
