import { useTranslation } from 'next-i18next/pages';
import { Notice } from './booking-styles';

/** SPEC issue 5 §6: the cancellation policy is shown before the diner commits. */
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
