import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstAnswers, markPageShown, useAfterFirstRows } from './after-first-rows';

afterEach(cleanup);

describe('useAfterFirstRows', () => {
  it('should be false until the first answer, then stay true while the list loads again', () => {
    const { result, rerender } = renderHook(({ settled }) => useAfterFirstRows(settled), {
      initialProps: { settled: false },
    });
    expect(result.current).toBe(false);
    rerender({ settled: true });
    expect(result.current).toBe(true);
    // Another filter's first page is pending: what came after the rows stays (its state, its focus).
    rerender({ settled: false });
    expect(result.current).toBe(true);
  });
});

describe('afterFirstAnswers', () => {
  it("should wait for the page's screen, then for its queries to answer", async () => {
    const queryClient = new QueryClient();
    let answer: (rows: string[]) => void = () => {};
    const rows = queryClient.fetchQuery({
      queryKey: ['rows'],
      queryFn: () => new Promise<string[]>((r) => (answer = r)),
    });
    let after = false;
    const waiting = afterFirstAnswers(queryClient).then(() => {
      after = true;
    });
    await Promise.resolve();
    expect(after).toBe(false);
    markPageShown();
    await new Promise((r) => setTimeout(r));
    // Shown, but its rows are still on their way.
    expect(after).toBe(false);
    answer(['first']);
    await rows;
    await waiting;
    expect(after).toBe(true);
  });
});
