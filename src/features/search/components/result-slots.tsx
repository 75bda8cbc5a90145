import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TTimeSlot } from '@/contracts/reservation-contract';
import { formatZonedTime } from '@/lib/format/format-zoned-date-time';
import { useSearchSlots, type TSlotsRequest } from '../api/get-search-slots';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  min-block-size: 44px;
  align-items: center;
`;

const Chip = styled.button`
  min-block-size: 44px;
  min-inline-size: 4.5rem;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.brand};
  background: ${theme.color.brand};
  color: ${theme.color.surface};
  font: inherit;
  font-weight: ${theme.fontWeight.bold};
  cursor: pointer;
  &:hover { background: ${theme.color.brandHover}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Note = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

export interface TResultSlotsProps {
  /** The whole page's request: every card shares it, so the page asks once. */
  request: TSlotsRequest;
  restaurantId: number;
  onBook: (slot: TTimeSlot) => void;
}

/** A result card's free times around the searched one; tapping one starts the booking at that time. */
export function ResultSlots({ request, restaurantId, onBook }: TResultSlotsProps) {
  const { t } = useTranslation('search');
  const { locale = 'fr' } = useRouter();
  const { data } = useSearchSlots(request);
  const item = data?.items.find((candidate) => candidate.restaurantId === restaurantId);
  if (!item?.offersBooking) return <Row aria-hidden />;
  const chip = (slot: TTimeSlot) => {
    const time = formatZonedTime(slot.startsAt, item.timeZone, locale);
    return (
      <Chip key={slot.startsAt} type="button" aria-label={t('slots.book', { time })} onClick={() => onBook(slot)} data-starts-at={slot.startsAt}>
        {time}
      </Chip>
    );
  };
  if (item.slots.length) {
    return (
      <Row role="group" aria-label={t('slots.label')} data-testid="result-slots">
        {item.slots.map(chip)}
      </Row>
    );
  }
  return (
    <Row data-testid="result-slots">
      <Note>{item.isOpen ? t('slots.full') : t('slots.closed')}</Note>
      {item.nextFree && (
        <>
          <Note>{t('slots.next')}</Note>
          {chip(item.nextFree)}
        </>
      )}
    </Row>
  );
}
