import { Segmented, type SegmentedProps } from 'antd';

type Props<T> = SegmentedProps<T> & { 'aria-label': string };

/**
 * antd's Segmented as one named radio group with one Tab stop, the chosen option, and arrows
 * between options (WCAG 4.1.2): by default its frame is a second stop, named "segmented control".
 */
export function SegmentedFilter<T>(props: Props<T>) {
  return <Segmented<T> tabIndex={-1} {...props} />;
}
