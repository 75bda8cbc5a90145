import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TOpeningStatus } from '../model/opening-status';
import { formatClockTime, formatWeekday } from '../model/week-schedule';
import { theme } from '@/styles/theme';

const Status = styled.p<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  font-weight: ${theme.fontWeight.medium};
`;

const Badge = styled.span<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  background: ${({ theme, $open }) => ($open ? theme.color.accentSoft : theme.color.dangerSoft)};
  color: ${({ theme, $open }) => ($open ? theme.color.accent : theme.color.danger)};
  &::before { content: ''; inline-size: 8px; block-size: 8px; border-radius: 50%; background: currentColor; }
`;

/** "Ouvert · ferme à 00:30" or "Fermé · ouvre demain à 18:00", computed in the restaurant's time zone. */
export function RestaurantOpenStatus({ status }: { status: TOpeningStatus }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  if (status.state === 'noHours') return <Status $open={false}>{t('hours.noHours')}</Status>;
  const isOpen = status.state === 'open';
  const detail =
    status.state === 'open'
      ? t('hours.closesAt', { time: formatClockTime(status.closes, locale) })
      : status.daysAhead === 0
        ? t('hours.opensToday', { time: formatClockTime(status.opens, locale) })
        : status.daysAhead === 1
          ? t('hours.opensTomorrow', { time: formatClockTime(status.opens, locale) })
          : t('hours.opensOn', { day: formatWeekday(status.day, locale), time: formatClockTime(status.opens, locale) });
  return (
    <Status $open={isOpen} data-testid="open-status">
      <Badge $open={isOpen}>{isOpen ? t('hours.openNow') : t('hours.closedNow')}</Badge>
      <span>{detail}</span>
    </Status>
  );
}
