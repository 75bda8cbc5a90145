import { useSyncExternalStore } from 'react';
import type { TUserSettings } from '@/contracts/account-contract';

/** SPEC §9 user settings key. The server holds the truth; this copy only paints the first render. */
export const USER_SETTINGS_KEY = 'user-settings';

const listeners = new Set<() => void>();
let snapshot: TUserSettings | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): no cache, nothing else changes
  }
}

const isFlag = (value: unknown) => typeof value === 'boolean';
// The contract's USER_LANGUAGES, repeated: importing a value from the contract module brings zod with it.
const LANGUAGES: readonly unknown[] = ['fr', 'en'] satisfies TUserSettings['language'][];

/**
 * Checked by hand rather than with the contract's zod schema: this module is in every page's
 * first load (the auth gate writes it), and classic zod would add ~29 KB there.
 */
function isUserSettings(value: unknown): value is TUserSettings {
  const settings = value as Partial<TUserSettings> | null;
  const flags = settings?.notifications;
  return (
    typeof settings === 'object' &&
    settings !== null &&
    LANGUAGES.includes(settings.language) &&
    typeof settings.moneyId === 'string' &&
    typeof flags === 'object' &&
    flags !== null &&
    isFlag(flags.application) &&
    isFlag(flags.newsletter) &&
    isFlag(flags.specialOffers)
  );
}

function readStored(): TUserSettings | null {
  const raw = storage()?.getItem(USER_SETTINGS_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUserSettings(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readCachedUserSettings(): TUserSettings | null {
  if (snapshot === undefined) snapshot = readStored();
  return snapshot;
}

function publish(next: TUserSettings | null) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Keeps the signed-in account's settings (written whenever GET /whoAmI or a PATCH answers). */
export function writeCachedUserSettings(settings: TUserSettings): void {
  const serialized = JSON.stringify(settings);
  if (storage()?.getItem(USER_SETTINGS_KEY) === serialized && snapshot) return;
  try {
    storage()?.setItem(USER_SETTINGS_KEY, serialized);
  } catch {
    // Quota or policy: the server copy still applies.
  }
  publish(settings);
}

/** Signed out (or the account deleted): the next visitor must not inherit these settings. */
export function clearCachedUserSettings(): void {
  storage()?.removeItem(USER_SETTINGS_KEY);
  if (snapshot !== null) publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_SETTINGS_KEY) publish(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cached settings after hydration (null on the server and in the first client render, so both match). */
export function useCachedUserSettings(): TUserSettings | null {
  return useSyncExternalStore(subscribe, readCachedUserSettings, () => null);
}
