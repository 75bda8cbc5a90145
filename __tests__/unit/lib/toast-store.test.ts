import { clearToasts, dismissToast, getSnapshot, showToast, subscribe } from '@/lib/toast/toast-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  clearToasts();
  jest.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most 3 toasts visible, dropping the oldest', () => {
    ['one', 'two', 'three', 'four'].forEach((text) => showToast({ kind: 'info', text }));

    expect(getSnapshot().map((toast) => toast.text)).toEqual(['two', 'three', 'four']);
  });

  it('auto-dismisses after 5000 ms by default and 7000 ms for errors', () => {
    showToast({ kind: 'success', text: 'saved' });
    showToast({ kind: 'error', text: 'failed' });

    jest.advanceTimersByTime(4999);
    expect(getSnapshot()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(getSnapshot().map((toast) => toast.text)).toEqual(['failed']);
    jest.advanceTimersByTime(1999);
    expect(getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getSnapshot()).toHaveLength(0);
  });

  it('honours a custom duration and dismisses by id, notifying subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    const id = showToast({ kind: 'warning', text: 'verify', durationMs: 10_000 });

    jest.advanceTimersByTime(7000);
    expect(getSnapshot()).toHaveLength(1);
    dismissToast(id);
    expect(getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the snapshot reference stable between changes', () => {
    showToast({ kind: 'info', text: 'a' });
    expect(getSnapshot()).toBe(getSnapshot());
  });
});
