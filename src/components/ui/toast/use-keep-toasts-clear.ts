import { useCallback, useRef } from 'react';
import { releaseToastClearance, setToastClearance } from '@/lib/toast/toast-clearance';

/** How far above the bottom of the viewport the element reaches; 0 when it is not shown. */
function measureReach(element: HTMLElement): number {
  const rect = element.getBoundingClientRect();
  if (rect.height === 0 || rect.top >= window.innerHeight) return 0;
  return window.innerHeight - rect.top;
}

/**
 * A ref for an element at the bottom of the screen that holds a primary action: toasts rise above
 * it while it is shown. It may move or hide with the layout, so it is measured again when it does.
 */
export function useKeepToastsClear<T extends HTMLElement>() {
  const owner = useRef(Symbol('toast-clearance'));
  return useCallback((element: T | null) => {
    if (!element) return undefined;
    const id = owner.current;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setToastClearance(id, measureReach(element)));
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    setToastClearance(id, measureReach(element));
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
      releaseToastClearance(id);
    };
  }, []);
}
