import { useEffect, useState } from "react";

/**
 * `value`, once it has stopped changing for `delayMs` (a search as you type asks less often).
 * Until then `initial`: by default the value it was first given, at once.
 */
export function useDebouncedValue<T>(value: T, delayMs = 250, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
