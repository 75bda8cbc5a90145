import { useEffect, useRef, type RefObject } from 'react';
import { isInsideOverlay, listFocusable } from './focusable';

/** The element that opened the first overlay of a chain (drawer → modal returns focus to the header button). */
let chainOpener: HTMLElement | null = null;

function resolveOpener(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || isInsideOverlay(active)) return chainOpener;
  chainOpener = active;
  return active;
}

function cycleFocus(event: KeyboardEvent, container: HTMLElement) {
  const focusable = listFocusable(container);
  if (focusable.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const isOutside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || isOutside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || isOutside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While `isActive`: focus moves into the container, Tab cycles inside it, Escape calls onEscape.
 * When it stops being active, focus returns to the element that opened it, unless focus has
 * already moved elsewhere on purpose (another overlay took over).
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, isActive: boolean, onEscape: () => void) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) return;
    const opener = resolveOpener();
    if (!container.contains(document.activeElement)) container.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
      } else if (event.key === 'Tab') {
        cycleFocus(event, container);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      const focusIsLost = !active || active === document.body || container.contains(active);
      if (focusIsLost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [containerRef, isActive]);
}
