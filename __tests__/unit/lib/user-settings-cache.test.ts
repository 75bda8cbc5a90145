import { act, renderHook } from '@testing-library/react';
import {
  USER_SETTINGS_KEY,
  clearCachedUserSettings,
  readCachedUserSettings,
  useCachedUserSettings,
  writeCachedUserSettings,
} from '@/lib/session/user-settings-cache';

const settings = { language: 'en' as const, moneyId: 'EUR', notifications: { application: true, newsletter: false, specialOffers: true } };

afterEach(() => {
  clearCachedUserSettings();
  window.localStorage.clear();
});

describe('§9 user settings cache (localStorage user-settings)', () => {
  it('keeps the account settings under the user-settings key and gives them back', () => {
    writeCachedUserSettings(settings);
    expect(JSON.parse(window.localStorage.getItem(USER_SETTINGS_KEY) ?? 'null')).toEqual(settings);
    expect(readCachedUserSettings()).toEqual(settings);
  });

  it('tells the components reading it when the account settings change, and when they are cleared at sign-out', () => {
    const { result } = renderHook(() => useCachedUserSettings());
    expect(result.current).toBeNull();
    act(() => writeCachedUserSettings(settings));
    expect(result.current).toEqual(settings);
    act(() => clearCachedUserSettings());
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem(USER_SETTINGS_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCachedUserSettings());
    act(() => {
      window.localStorage.setItem(USER_SETTINGS_KEY, JSON.stringify({ ...settings, moneyId: 'XAF' }));
      window.dispatchEvent(new StorageEvent('storage', { key: USER_SETTINGS_KEY }));
    });
    expect(result.current?.moneyId).toBe('XAF');
  });

  it('ignores a stored value that is not settings', () => {
    const { result } = renderHook(() => useCachedUserSettings());
    act(() => {
      window.localStorage.setItem(USER_SETTINGS_KEY, '{"language":"de"');
      window.dispatchEvent(new StorageEvent('storage', { key: USER_SETTINGS_KEY }));
    });
    expect(result.current).toBeNull();
  });
});
