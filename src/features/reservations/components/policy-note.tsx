import { useTranslation } from '@/lib/i18n/use-translation';
import { Notice } from './booking-styles';

/** The cancellation policy is shown before the diner commits to a booking, a change or a cancellation. */
export function PolicyNote({ freeCancellationHours, deadline }: { freeCancellationHours: number; deadline?: string | null }) {
  const { t } = useTranslation('reservations');
  const text = freeCancellationHours > 0 ? t('policy.free', { count: freeCancellationHours }) : t('policy.none');
  return (
    <Notice data-testid="policy">
      {text}
      {deadline ? ` ${t('policy.until', { deadline })}` : ''}
    </Notice>
  );
}
