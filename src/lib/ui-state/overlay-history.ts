import Router from 'next/router';

/**
 * The browser's back button closes an open overlay (modal or drawer) instead of leaving the page.
 * Opening pushes one history entry (a copy of the page's own, so the router can still handle it);
 * back from it closes the overlay; closing by the UI undoes the entry. The popstate events this
 * causes on the page's own entry are swallowed before the Next router sees them, so it does not
 * re-navigate to the page it is already on.
 */
const MARK = '__tableeOverlay';

type HistoryState = Record<string, unknown> | null;

let activeId: string | null = null;
let pendingRelease: { id: string; timer: number } | null = null;
let baseState: HistoryState = null;
let swallowCount = 0;
let pendingHref: string | null = null;
let closeOverlays: (() => void) | null = null;
let isInstalled = false;
let isNavigating = false;
/** The back() undoing a closed overlay's entry has not landed yet. */
let isReleaseInFlight = false;
/** An overlay opened meanwhile: its entry is pushed once that back() has landed. */
let isPushWaiting = false;

const readState = (): HistoryState => (window.history.state as HistoryState) ?? null;
const isSameEntry = (a: HistoryState, b: HistoryState) => (a?.key ?? null) === (b?.key ?? null) && (a?.as ?? null) === (b?.as ?? null);

function handlePopState(event: PopStateEvent) {
  if (swallowCount > 0) {
    swallowCount -= 1;
    event.stopImmediatePropagation();
    if (isReleaseInFlight) {
      isReleaseInFlight = false;
      if (isPushWaiting) {
        isPushWaiting = false;
        pushEntry();
      }
      return;
    }
    const href = pendingHref;
    pendingHref = null;
    if (href) void Router.push(href);
    return;
  }
  if (!activeId) return;
  const state = (event.state as HistoryState) ?? null;
  if (state?.[MARK] === activeId) return;
  activeId = null;
  closeOverlays?.();
  if (isSameEntry(state, baseState)) event.stopImmediatePropagation();
}

/** Whether routeChangeStart's URL is the page already shown (with its locale prefix, if any). */
function isCurrentUrl(url: unknown): boolean {
  const router = Router.router;
  if (typeof url !== 'string' || !router) return false;
  const { asPath, locale, defaultLocale } = router;
  return url === asPath || (locale !== undefined && locale !== defaultLocale && url === `/${locale}${asPath === '/' ? '' : asPath}`);
}

function handleRouteChangeStart(url?: unknown) {
  // The router going to the page it is on (tidying or refreshing it) leaves the open dialog alone:
  // one landing just after the post-login check opened its next modal closed that modal at once.
  if (isCurrentUrl(url)) return;
  isNavigating = true;
  isPushWaiting = false;
  // A navigation leaves the entry in place (it is a copy of the page's own): never go back over it.
  activeId = null;
  closeOverlays?.();
}

const handleRouteChangeEnd = () => {
  isNavigating = false;
};

function install() {
  if (isInstalled || typeof window === 'undefined') return;
  isInstalled = true;
  // Capture on window runs before the router's own listener, so a swallowed event never reaches it.
  window.addEventListener('popstate', handlePopState, { capture: true });
  Router.events?.on('routeChangeStart', handleRouteChangeStart);
  Router.events?.on('routeChangeComplete', handleRouteChangeEnd);
  Router.events?.on('routeChangeError', handleRouteChangeEnd);
}

/** Called when an overlay opens; a second overlay replacing the first reuses the same entry. */
export function pushOverlayEntry(onBack: () => void): void {
  install();
  closeOverlays = onBack;
  if (activeId) return;
  if (pendingRelease && readState()?.[MARK] === pendingRelease.id) {
    // Closed and reopened before the entry was undone: keep using it.
    window.clearTimeout(pendingRelease.timer);
    activeId = pendingRelease.id;
    pendingRelease = null;
    return;
  }
  // Chromium resolves a pending back() against the entry it was called from: an entry pushed before
  // it lands is skipped over and dropped, and history no longer matches the overlay (the next modal
  // of a chain, the post-login check's after LOGIN, was then closed at once). Push once it landed.
  if (isReleaseInFlight) {
    isPushWaiting = true;
    return;
  }
  pushEntry();
}

function pushEntry() {
  activeId = Math.random().toString(36).slice(2);
  baseState = readState();
  window.history.pushState({ ...(baseState ?? {}), [MARK]: activeId }, '');
}

/** Called when the overlays were closed by the UI: undo the entry, unless a navigation has started. */
export function releaseOverlayEntry(): void {
  isPushWaiting = false;
  const id = activeId;
  if (!id) return;
  activeId = null;
  // Deferred so that a view which closes itself and then navigates is seen navigating first.
  const timer = window.setTimeout(() => {
    pendingRelease = null;
    if (isNavigating || readState()?.[MARK] !== id) return;
    swallowCount += 1;
    isReleaseInFlight = true;
    window.history.back();
  }, 0);
  pendingRelease = { id, timer };
}

/** A link inside an overlay: drop the overlay's entry first, then navigate, so history stays clean. */
export function navigateFromOverlay(href: string): void {
  const id = activeId;
  if (!id || readState()?.[MARK] !== id) {
    void Router.push(href);
    return;
  }
  activeId = null;
  pendingHref = href;
  swallowCount += 1;
  closeOverlays?.();
  window.history.back();
}
