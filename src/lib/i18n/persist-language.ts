import { apiClient } from '@/lib/api-client/api-client';
import { writeLocaleCookie } from './locale-cookie';

/**
 * Remembers the chosen language for the next visit (cookie) and, for a signed-in diner, in their
 * settings. The settings update is best effort: the switch must never fail because of it.
 */
export async function persistLanguage(language: string, isSignedIn: boolean): Promise<void> {
  writeLocaleCookie(language);
  if (!isSignedIn) return;
  try {
    await apiClient.patch('/users/my-users', { body: { settings: { language } }, showError: false });
  } catch {
    // Best effort: the cookie already carries the choice.
  }
}
