import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** Above the call's window (z-index 1100), below the picture viewer (1200) its content may open. */
const SIDE_Z_INDEX = 1150;

/**
 * The drawer beside a call (antd, its own download): the whole width on a phone, where its cross, Escape or a tap
 * on the call behind closes it and gives the call's controls back.
 */
export default function CallSideDrawerPanel({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      placement="right"
      size="min(520px, 100vw)"
      zIndex={SIDE_Z_INDEX}
    >
      {children}
    </Drawer>
  );
}
