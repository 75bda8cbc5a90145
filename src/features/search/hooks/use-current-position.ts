import { useCallback, useState } from 'react';

export type TPositionStatus = 'idle' | 'locating' | 'ready' | 'denied' | 'unavailable';
export interface TPosition {
  lat: number;
  lng: number;
}

const POSITION_TIMEOUT_MS = 10_000;

/** Asks the browser for the diner's position only when called (a tap on "near me"), never on load. */
export function useCurrentPosition(onLocated?: (position: TPosition) => void) {
  const [status, setStatus] = useState<TPositionStatus>('idle');
  const [position, setPosition] = useState<TPosition | null>(null);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const next = { lat: coords.latitude, lng: coords.longitude };
        setPosition(next);
        setStatus('ready');
        onLocated?.(next);
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, [onLocated]);

  return { status, position, locate };
}
