import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReviewActionProps } from '@/features/reviews/components/review-item';
import { ReportButton } from '@/features/reports/components/report-button';

/** "Report" on a review of the restaurant page. */
export function ReportReview({ review }: ReviewActionProps) {
  const { t } = useTranslation('reports');
  return <ReportButton target={{ targetType: 'review', targetId: review.id, subject: review.authorName, returnTo: null }} label={t('reviewLabel', { name: review.authorName })} />;
}

/** "Report this restaurant", at the end of its practical information. */
export function ReportRestaurant({ restaurantId, name }: { restaurantId: number; name: string }) {
  const { t } = useTranslation('reports');
  return <ReportButton target={{ targetType: 'restaurant', targetId: String(restaurantId), subject: name, returnTo: null }} label={t('restaurantLabel')} />;
}
