import { useEffect } from 'react';
import { create } from 'zustand';

interface DialogQueue {
  /** Dialogs waiting to show, in the order they asked; the first one shows. */
  waiting: string[];
  ask(id: string): void;
  leave(id: string): void;
}

/**
 * Dialogs nobody opened on purpose (first-time guides, the offer to restore a draft) take turns:
 * one shows, the others wait for it to close, so they never stack.
 */
export const useDialogQueue = create<DialogQueue>()((set) => ({
  waiting: [],
  ask: (id) => set((s) => (s.waiting.includes(id) ? s : { waiting: [...s.waiting, id] })),
  leave: (id) => set((s) => ({ waiting: s.waiting.filter((w) => w !== id) })),
}));

/** Queues dialog `id` while `wanted`; true once it is its turn to show. Leaves the queue on unmount. */
export function useDialogTurn(id: string, wanted: boolean): boolean {
  const ask = useDialogQueue((s) => s.ask);
  const leave = useDialogQueue((s) => s.leave);
  const turn = useDialogQueue((s) => s.waiting[0] === id);
  useEffect(() => {
    if (!wanted) return;
    ask(id);
    return () => leave(id);
  }, [id, wanted, ask, leave]);
  return wanted && turn;
}
