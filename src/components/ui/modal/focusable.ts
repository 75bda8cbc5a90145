const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Marks the panel of an open overlay, so focus moving between overlays can be recognised. */
export const OVERLAY_PANEL_ATTRIBUTE = 'data-overlay-panel';

export function listFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'));
}

export const isInsideOverlay = (element: Element | null) => Boolean(element?.closest(`[${OVERLAY_PANEL_ATTRIBUTE}]`));
