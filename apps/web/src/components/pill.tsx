import type { ReactNode } from 'react';

export type PillColor = 'default' | 'blue' | 'green' | 'orange' | 'red';

type Props = {
  color?: PillColor;
  icon?: ReactNode;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLSpanElement>, 'color'>;

/** A short label in a list's row (a status, a claim), as antd's Tag draws it: without antd (decision 0077). */
export function Pill({ color = 'default', icon, children, className, ...rest }: Props) {
  return (
    <span className={`pill pill-${color}${className ? ` ${className}` : ''}`} {...rest}>
      {icon}
      {children}
    </span>
  );
}
