import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { formatBookingDateTime, formatBookingTime } from '../model/booking-dates';

const Banner = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.brandSoft};
  border: 1px solid ${theme.color.brand};
  ${mediaUp('md')} { grid-template-columns: 1fr auto; align-items: center; }
`;

const Text = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  strong { font-size: ${theme.fontSize.lg}; }
  span { color: ${theme.color.inkMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export interface BookingBannerProps {
  guests: number;
  startsAt: string;
  timeZone: string;
  expireDate: string | null;
  /** Where the menu is, so the diner can pre-order dishes for this table. */
  menuHref: string;
  /** Whether the dishes picked so far are saved with the hold (the cart's draft status). */
  status?: ReactNode;
  /** A confirmed booking the diner adds dishes to: said so, and the dishes are sent rather than a table confirmed. */
  isConfirmed?: boolean;
}

/** The held (or confirmed) table on the restaurant page: what is held, until when, and the way to confirm it or send its dishes. */
export function BookingBanner({ guests, startsAt, timeZone, expireDate, menuHref, status, isConfirmed = false }: BookingBannerProps) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const when = formatBookingDateTime(startsAt, timeZone, locale);
  return (
    <Banner aria-label={t('banner.label')} data-testid="booking-banner">
      <Text>
        <strong>{t('banner.table', { count: guests, date: when.date, time: when.time })}</strong>
        {isConfirmed && <span>{t('banner.adding')}</span>}
        {expireDate && !status && <span>{t('banner.heldUntil', { time: formatBookingTime(expireDate, timeZone, locale) })}</span>}
        {status}
      </Text>
      <Actions>
        <ButtonLink href={menuHref} variant="secondary">
          {t('banner.preorder')}
        </ButtonLink>
        <ButtonLink href={ROUTES.checkoutReservation}>{isConfirmed ? t('banner.sendDishes') : t('banner.checkout')}</ButtonLink>
      </Actions>
    </Banner>
  );
}
