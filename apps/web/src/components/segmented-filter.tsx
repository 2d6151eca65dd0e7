import { type ReactNode, useId } from 'react';

interface Props<T> {
  'aria-label': string;
  value: T;
  onChange(value: T): void;
  options: { value: T; label: ReactNode }[];
  /** As wide as its box, the options sharing it. */
  block?: boolean;
  size?: 'small' | 'middle';
  className?: string;
}

/**
 * One choice among a few, drawn as antd's Segmented and built of native radios: one named group,
 * one Tab stop (the chosen option) and arrows between options (WCAG 4.1.2), without antd, so that
 * the console's first rows do not wait for it (decision 0077).
 */
export function SegmentedFilter<T extends string | number>({
  'aria-label': label,
  value,
  onChange,
  options,
  block,
  size,
  className,
}: Props<T>) {
  const name = useId();
  const classes = ['segmented', block && 'segmented-block', size === 'small' && 'segmented-small', className];
  return (
    <div role="radiogroup" aria-label={label} className={classes.filter(Boolean).join(' ')}>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={option.value === value ? 'segmented-item segmented-item-selected' : 'segmented-item'}
        >
          <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span className="segmented-item-label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
