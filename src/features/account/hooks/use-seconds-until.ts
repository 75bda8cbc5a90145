import { useEffect, useState } from 'react';

const SECOND_MS = 1000;

/** Whole seconds left until `deadline` (epoch ms), ticking every second down to 0. */
export function useSecondsUntil(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / SECOND_MS));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, SECOND_MS);
    return () => window.clearInterval(timer);
    // `left` reads only `deadline`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return seconds;
}
