import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterFirstRows } from './after-first-rows';

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
