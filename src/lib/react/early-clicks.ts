const GLOBAL = '__tableeTakeEarlyClicks';

declare global {
  interface Window {
    [GLOBAL]?: () => Array<HTMLButtonElement | HTMLSelectElement>;
  }
}

/**
 * Inline in the document's head, before any other script: until React listens, it remembers each
 * tap on a plain button (`type="button"`, which has no default action of its own to repeat) and
 * each choice in a list (`<select>`). On a slow network a diner sees the server-rendered page
 * seconds before its scripts run, and such a tap (a dish, "Réserver") used to do nothing, as did a
 * filter chosen in a list that applies itself. Links, forms and fields work without scripts, and
 * React keeps what was typed or chosen in a field.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[];function c(e){var b=e.target instanceof Element?e.target.closest('button[type="button"]'):null;if(b&&!b.disabled&&q.indexOf(b)<0)q.push(b)}function h(e){var s=e.target;if(s instanceof HTMLSelectElement){var i=q.indexOf(s);if(i>=0)q.splice(i,1);q.push(s)}}document.addEventListener('click',c,true);document.addEventListener('change',h,true);window.${GLOBAL}=function(){document.removeEventListener('click',c,true);document.removeEventListener('change',h,true);return q.splice(0)}})();`;

let pending: Array<HTMLButtonElement | HTMLSelectElement> = [];

/** Right before React hydrates: stop remembering, as React's own listeners take over (and replay what reaches a part not yet hydrated). */
export function takeEarlyClicks(): void {
  const take = window[GLOBAL];
  pending = take ? take() : [];
}

/** Once the page has hydrated: the taps and choices that came before React listened, on the same elements, in order (a list's last choice once). */
export function replayEarlyClicks(): void {
  const early = pending;
  pending = [];
  for (const element of early) {
    if (!element.isConnected || element.disabled) continue;
    if (element instanceof HTMLSelectElement) element.dispatchEvent(new Event('change', { bubbles: true }));
    else element.click();
  }
}
