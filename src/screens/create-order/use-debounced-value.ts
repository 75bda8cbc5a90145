import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (compared by content, so a rebuilt equal object does not restart the wait). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const signature = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(signature) as T), delayMs);
    return () => clearTimeout(timer);
  }, [signature, delayMs]);
  return settled;
}
