/**
 * Room toasts leave at the bottom of the screen: each element fixed there that holds a primary
 * action (a sticky "book" bar, the cart's checkout button) says how far it reaches up, and toasts
 * stack above the highest one.
 */
const reaches = new Map<symbol, number>();
const listeners = new Set<() => void>();
let clearance = 0;

function update(): void {
  const next = Math.max(0, ...reaches.values());
  if (next === clearance) return;
  clearance = next;
  listeners.forEach((listener) => listener());
}

/** Sets how many pixels above the bottom of the viewport an action reaches (0 while hidden). */
export function setToastClearance(owner: symbol, pixels: number): void {
  reaches.set(owner, Math.max(0, Math.ceil(pixels)));
  update();
}

export function releaseToastClearance(owner: symbol): void {
  reaches.delete(owner);
  update();
}

export function subscribeToastClearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToastClearance = (): number => clearance;
export const getServerToastClearance = (): number => 0;
