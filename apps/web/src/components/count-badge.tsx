import type { ReactNode } from 'react';

interface Props {
  count: number;
  /** Above it, the badge reads "99+". */
  overflow?: number;
  /** What the count sits on; without it, the count stands alone, in the line. */
  children?: ReactNode;
}

/**
 * A count on a corner of what it counts (unread messages, a queue's items), hidden at 0, as
 * antd's Badge draws it: without antd, for the frames and the console's first rows (decision 0077).
 */
export function CountBadge({ count, overflow = 99, children }: Props) {
  const shown = count > 0 ? <sup className="count-badge">{count > overflow ? `${overflow}+` : count}</sup> : null;
  if (children === undefined) return shown;
  return (
    <span className="count-badge-wrap">
      {children}
      {shown}
    </span>
  );
}
