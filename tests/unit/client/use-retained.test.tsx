// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useRetained } from '@/hooks/use-retained';

describe('useRetained', () => {
  it('keeps the last row after the value is cleared, and follows a new row', () => {
    const first = { id: 1 };
    const second = { id: 2 };
    const { result, rerender } = renderHook(({ value }: { value: { id: number } | null }) => useRetained(value), {
      initialProps: { value: null as { id: number } | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: first });
    expect(result.current).toBe(first);
    rerender({ value: null });
    expect(result.current).toBe(first);
    rerender({ value: second });
    expect(result.current).toBe(second);
    rerender({ value: null });
    expect(result.current).toBe(second);
  });
});
