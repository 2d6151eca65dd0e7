import { useEffect } from 'react';
import { create } from 'zustand';

interface Waiting {
  id: string;
  priority: number;
}

interface DialogQueue {
  /** Dialogs waiting to show, higher priority first, then in the order they asked; the first shows. */
  waiting: Waiting[];
  ask(id: string, priority: number): void;
  leave(id: string): void;
}

/**
 * Dialogs nobody opened on purpose (first-time guides, the offer to restore a draft) take turns:
 * one shows, the others wait for it to close, so they never stack.
 */
export const useDialogQueue = create<DialogQueue>()((set) => ({
  waiting: [],
  ask: (id, priority) =>
    set((s) =>
      s.waiting.some((w) => w.id === id)
        ? s
        : { waiting: [...s.waiting, { id, priority }].sort((a, b) => b.priority - a.priority) },
    ),
  leave: (id) => set((s) => ({ waiting: s.waiting.filter((w) => w.id !== id) })),
}));

/**
 * Queues dialog `id` while `wanted`; true once it is its turn to show. Leaves the queue on unmount.
 * A screen's dialogs mount before the shell's, so the shell's (the sign-in guide) take a higher
 * `priority` to come first.
 */
export function useDialogTurn(id: string, wanted: boolean, priority = 0): boolean {
  const ask = useDialogQueue((s) => s.ask);
  const leave = useDialogQueue((s) => s.leave);
  const turn = useDialogQueue((s) => s.waiting[0]?.id === id);
  useEffect(() => {
    if (!wanted) return;
    ask(id, priority);
    return () => leave(id);
  }, [id, wanted, priority, ask, leave]);
  return wanted && turn;
}
