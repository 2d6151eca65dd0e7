import { Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string | undefined;
  onClose(): void;
  children: ReactNode;
}

/**
 * The drawer an item is reviewed in, beside the queue: loaded after the queue's first rows, with
 * the item's review (decision 0077). antd's large drawer is 736 px wide whatever the screen: on a
 * phone it takes the screen, not more.
 */
export function ReviewDrawer({ open, title, onClose, children }: Props) {
  const phone = !Grid.useBreakpoint().md;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={phone ? '100%' : 'large'}
      rootClassName="review-drawer"
      title={title}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}
