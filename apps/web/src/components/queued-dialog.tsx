import { Modal, type ModalProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useDialogTurn } from '../lib/dialogs';
import { renderKeepingTab, useFocusReturn } from '../lib/focus';

interface Props extends Omit<ModalProps, 'open' | 'onCancel' | 'mask' | 'scrollLock' | 'wrapClassName'> {
  /** Unique among dialogs that may wait at the same time. */
  id: string;
  /** Whether this dialog has something to say; it shows once every dialog asked before it closed. */
  wanted: boolean;
  /** Higher shows first among dialogs waiting at the same time (default 0). */
  priority?: number;
  /** Closed by the user (the ✕ or Escape) or because the page changed under it. */
  onClose(): void;
}

/**
 * A dialog the app opens on its own (lib/dialogs.ts): it waits its turn, leaves the page behind it
 * usable (no mask, clicks pass around it: a guide must never stop a creator from going elsewhere),
 * and closes when the creator goes to another page. It is modal to the keyboard (aria-modal): Tab
 * stays inside, and closing gives focus back to where it was, as antd only does for masked dialogs.
 */
export function QueuedDialog({ id, wanted, priority, onClose, ...modal }: Props) {
  const open = useDialogTurn(id, wanted, priority);
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shownOn = useRef<string | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) {
      shownOn.current = null;
      return;
    }
    // A redirect (/home to its first page) replaces the entry: the creator has not gone anywhere.
    if (shownOn.current === null || navigation === 'REPLACE') shownOn.current = pathname;
    if (shownOn.current !== pathname) close.current();
  }, [open, pathname, navigation]);
  useFocusReturn(open);

  return (
    <Modal
      {...modal}
      open={open}
      onCancel={onClose}
      mask={false}
      scrollLock={false}
      wrapClassName="queued-dialog"
      modalRender={renderKeepingTab}
    />
  );
}
