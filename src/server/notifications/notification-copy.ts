import type { TUserLanguage } from '@/contracts/account-contract';
import type { NotificationTranslate } from '@/contracts/notification-text';
import en from '../../../public/locales/en/notifications.json';
import fr from '../../../public/locales/fr/notifications.json';

const CATALOGUES: Record<TUserLanguage, unknown> = { fr, en };

function lookup(catalogue: unknown, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof found === 'string' ? found : undefined;
}

/**
 * The notification page's own texts (public/locales/<lang>/notifications.json) worded on the
 * server, for a push: the same sentence the diner reads in the list, with i18next's {{name}}.
 */
export function notificationTranslator(language: TUserLanguage): NotificationTranslate {
  return (key, values = {}) => {
    const template = lookup(CATALOGUES[language], key) ?? values.defaultValue ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
