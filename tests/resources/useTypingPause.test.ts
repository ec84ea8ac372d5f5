import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TYPING_PAUSE_MS, useTypingPause } from '@/features/resources/useTypingPause';

beforeEach(() => vi.useFakeTimers());

describe('the query the results follow', () => {
  // While the visitor types, it waits for a pause, then follows the last text: the announcement's timing in
  // ResourceSearch.test.tsx ('marks matched words in titles, any order, …') holds only if it does.
  it('follows a chip, Clear or the address at once, and typing after it starts from there', () => {
    const { result, rerender } = renderHook(({ query, typed }) => useTypingPause(query, typed), {
      initialProps: { query: '', typed: false },
    });
    rerender({ query: 'HIPAA', typed: false });
    expect(result.current).toBe('HIPAA');
    rerender({ query: 'HIPAA r', typed: true });
    expect(result.current).toBe('HIPAA');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(result.current).toBe('HIPAA r');
    rerender({ query: '', typed: false });
    expect(result.current).toBe('');
  });
});
