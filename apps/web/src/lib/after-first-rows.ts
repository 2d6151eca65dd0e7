import { useEffect, useState } from 'react';

/**
 * True from the moment a list's first answer has arrived (its rows, or its error), and from then
 * on: what the first rows do not need (filters, dialogs, an item's drawer) is loaded after them,
 * and stays once it is there (decision 0077).
 */
export function useAfterFirstRows(settled: boolean) {
  const [after, setAfter] = useState(settled);
  useEffect(() => {
    if (settled) setAfter(true);
  }, [settled]);
  return after || settled;
}
