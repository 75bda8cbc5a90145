/** A tiny external store so toasts can be raised from outside React (the API client). */
export type TToastKind = 'info' | 'success' | 'warning' | 'error';

export interface TToastInput {
  kind: TToastKind;
  text: string;
  actionLabel?: string;
  onAction?: () => void;
  durationMs?: number;
}

export interface TToast extends TToastInput {
  id: number;
}

export const MAX_VISIBLE_TOASTS = 3;
export const DEFAULT_TOAST_DURATION_MS = 5000;
export const ERROR_TOAST_DURATION_MS = 7000;

const EMPTY: readonly TToast[] = [];
let toasts: readonly TToast[] = EMPTY;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emitChange(): void {
  listeners.forEach((listener) => listener());
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function showToast(input: TToastInput): number {
  const id = nextId++;
  const durationMs = input.durationMs ?? (input.kind === 'error' ? ERROR_TOAST_DURATION_MS : DEFAULT_TOAST_DURATION_MS);
  const next = [...toasts, { ...input, id, durationMs }];
  next.slice(0, Math.max(0, next.length - MAX_VISIBLE_TOASTS)).forEach((dropped) => clearTimer(dropped.id));
  toasts = next.slice(-MAX_VISIBLE_TOASTS);
  if (Number.isFinite(durationMs) && durationMs > 0) {
    timers.set(id, setTimeout(() => dismissToast(id), durationMs));
  }
  emitChange();
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  clearTimer(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emitChange();
}

export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  toasts = EMPTY;
  emitChange();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSnapshot(): readonly TToast[] {
  return toasts;
}

/** Toasts never render on the server: they belong to one visitor's session. */
export function getServerSnapshot(): readonly TToast[] {
  return EMPTY;
}
