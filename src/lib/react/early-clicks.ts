const GLOBAL = '__tableeTakeEarlyClicks';

declare global {
  interface Window {
    [GLOBAL]?: () => HTMLButtonElement[];
  }
}

/**
 * Inline in the document's head, before any other script: until React listens, it remembers each
 * tap on a plain button (`type="button"`, which has no default action of its own to repeat). On a
 * slow network a diner sees the server-rendered page seconds before its scripts run, and such a tap
 * (a dish, "Réserver") used to do nothing. Links, forms and fields work without scripts.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[];function c(e){var b=e.target instanceof Element?e.target.closest('button[type="button"]'):null;if(b&&!b.disabled&&q.indexOf(b)<0)q.push(b)}document.addEventListener('click',c,true);window.${GLOBAL}=function(){document.removeEventListener('click',c,true);return q.splice(0)}})();`;

let pending: HTMLButtonElement[] = [];

/** Right before React hydrates: stop remembering, as React's own listeners take over (and replay what reaches a part not yet hydrated). */
export function takeEarlyClicks(): void {
  const take = window[GLOBAL];
  pending = take ? take() : [];
}

/** Once the page has hydrated: the taps that came before React listened, on the same buttons, in order. */
export function replayEarlyClicks(): void {
  const clicks = pending;
  pending = [];
  for (const button of clicks) if (button.isConnected && !button.disabled) button.click();
}
