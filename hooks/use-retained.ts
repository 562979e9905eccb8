import { useState } from 'react';

/**
 * The latest non-null value, kept after the value goes back to null: a dialog about "this row" closes
 * by clearing the row, and keeps showing it while its closing animation runs instead of going blank.
 */
export function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  // Adjusting state while rendering (React's documented pattern); `value` is a stable row reference.
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
