import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, starting from the moment the server rendered the page so the first client
 * render matches the HTML, then kept up to date every minute.
 */
export function useNow(renderedAt: string | null): Date {
  const [now, setNow] = useState(() => (renderedAt ? new Date(renderedAt) : new Date()));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
