import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { useKeepToastsClear } from '@/components/ui/toast/use-keep-toasts-clear';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';
import { mediaUp, theme } from '@/styles/theme';
import { RestaurantBookingButton } from './restaurant-booking-button';

const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  padding-block-end: calc(${theme.space.sm} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  border-block-start: 1px solid ${theme.color.border};
  box-shadow: 0 -6px 24px rgba(28, 25, 23, 0.08);
  & > button { flex: none; white-space: nowrap; }
  ${mediaUp('lg')} { display: none; }
`;

/** Keeps the last content clear of the fixed bar. */
export const BookingBarSpacer = styled.div`
  block-size: 88px;
  ${mediaUp('lg')} { display: none; }
`;

const Summary = styled.p`
  display: grid;
  flex: 1 1 auto;
  min-inline-size: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
  strong { color: ${theme.color.ink}; font-size: ${theme.fontSize.md}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** Phones and tablets: the booking button stays at hand at the bottom of the screen. */
export function RestaurantBookingBar({ restaurant }: { restaurant: TRestaurantDetail }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  const keepToastsClear = useKeepToastsClear<HTMLDivElement>();
  return (
    <Bar ref={keepToastsClear} data-testid="booking-bar">
      <Summary>
        <strong>{restaurant.name}</strong>
        {restaurant.rating.count > 0 && <span>{t('rating.short', { rating: formatRating(restaurant.rating.average, locale), count: restaurant.rating.count })}</span>}
      </Summary>
      <RestaurantBookingButton restaurantId={restaurant.id} />
    </Bar>
  );
}
