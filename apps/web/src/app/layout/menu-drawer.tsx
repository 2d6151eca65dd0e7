import { Drawer } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** The menu on phones, opened from the header: loaded apart, since a wide screen never draws it (decision 0077). */
export default function MenuDrawer({ open, title, onClose, children }: Props) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={240}
      styles={{ body: { padding: 0, background: '#001529' } }}
      title={title}
    >
      {children}
    </Drawer>
  );
}
