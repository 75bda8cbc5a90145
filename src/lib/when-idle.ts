/** Runs `task` once the browser is idle after the first paint (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

const preloading = new WeakSet<() => Promise<unknown>>();

/**
 * Loads a lazily imported module once the browser is idle, once per loader however many components
 * ask (every card's heart, every menu). A load that fails (offline) may be asked for again.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): void {
  if (preloading.has(load)) return;
  preloading.add(load);
  whenIdle(() => void load().catch(() => preloading.delete(load)));
}
