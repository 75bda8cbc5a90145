import { useTranslation } from '@/lib/i18n/use-translation';
import { directionOf } from '@/lib/i18n/text-direction';

export type DrawerSide = 'left' | 'right';

/** SPEC §2: drawers open from the right, from the left in right-to-left languages. */
export const getDrawerSide = (locale: string): DrawerSide => (directionOf(locale) === 'rtl' ? 'left' : 'right');

export function useDrawerSide(): DrawerSide {
  const { i18n } = useTranslation('common');
  return getDrawerSide(i18n?.language ?? 'fr');
}
