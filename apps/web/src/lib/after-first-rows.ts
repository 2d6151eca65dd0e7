import type { QueryClient } from '@tanstack/react-query';
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

let shown: () => void = () => {};
const pageShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Called as a page's screen mounts (the router's landing, after the screen's own effects): its first queries are under way. */
export function markPageShown() {
  shown();
}

/**
 * Resolves once a page's screen is shown and no query is under way any more: its first rows are
 * there. What no first row needs (the live connection: the socket client, every list's query keys)
 * waits for it, rather than being fetched beside the page's own code and first answers.
 */
export async function afterFirstAnswers(queryClient: QueryClient) {
  await pageShown;
  await new Promise<void>((resolve) => {
    const idle = () => queryClient.isFetching() === 0;
    if (idle()) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!idle()) return;
      stop();
      resolve();
    });
  });
}
