import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatPoints } from '../model/format-points';

/** "1 250 points" with the locale's plural and digit grouping. */
export function usePointsText(): (points: number) => string {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  return (points) => t('points', { count: points, formatted: formatPoints(points, locale) });
}
