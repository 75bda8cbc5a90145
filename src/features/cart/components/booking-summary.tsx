import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { formatBookingWhen } from '../model/format-booking';
import type { DraftReservation } from '../model/cart-types';
import { theme } from '@/styles/theme';

const Card = styled.section`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
`;

const Kicker = styled.h3`
  font-size: ${theme.fontSize.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.color.inkMuted};
`;

const Restaurant = styled.p`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;

const Detail = styled.p`
  &::first-letter { text-transform: uppercase; }
`;

/** The booking the cart's dishes are pre-ordered for, on the restaurant's own clock (its hold shows in DraftStatus). */
export function BookingSummary({ draft }: { draft: DraftReservation }) {
  const { t } = useTranslation('cart');
  const { locale = 'fr' } = useRouter();
  const { date, time } = formatBookingWhen(draft.startsAt, draft.timeZone, locale);
  return (
    <Card aria-labelledby="cart-booking-title" data-testid="cart-booking">
      <Kicker id="cart-booking-title">{draft.status === 'confirmed' ? t('booking.confirmed') : t('booking.title')}</Kicker>
      <Restaurant>{draft.restaurantName}</Restaurant>
      <Detail>{t('booking.when', { date, time })}</Detail>
      <Detail>{t('booking.guests', { count: draft.guests })}</Detail>
    </Card>
  );
}
