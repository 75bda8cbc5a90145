import { useEffect, useRef, type PointerEvent } from 'react';

/** A horizontal move longer than this (CSS px) is a swipe, anything shorter a tap. */
const SWIPE_THRESHOLD = 48;

/** Arrow keys and horizontal swipes (pointer events: touch, pen or a dragged mouse) step through the photos. */
export function useGalleryControls(step: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Right-to-left pages read the gallery the other way round.
      const isRtl = document.documentElement.dir === 'rtl';
      const forward = event.key === (isRtl ? 'ArrowLeft' : 'ArrowRight');
      event.preventDefault();
      stepRef.current(forward ? 1 : -1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    const isRtl = document.documentElement.dir === 'rtl';
    stepRef.current((dx < 0) !== isRtl ? 1 : -1);
  };
  const onPointerCancel = () => {
    start.current = null;
  };
  return { onPointerDown, onPointerUp, onPointerCancel };
}
