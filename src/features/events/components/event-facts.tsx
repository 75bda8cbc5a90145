import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMoney } from '@/contracts/common-contract';
import type { TEventWhen } from '../model/format-event-date';
import { theme } from '@/styles/theme';

const List = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  margin: 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
`;

const Term = styled.dt`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
  &::first-letter { text-transform: uppercase; }
`;

/** Date, hours (the restaurant's clock), price per person and seats of an event. */
export function EventFacts({ when, price, capacity }: { when: TEventWhen; price: TMoney | null; capacity: number | null }) {
  const { t } = useTranslation('events');
  return (
    <List>
      <div>
        <Term>{t('facts.date')}</Term>
        <Value><time dateTime={when.iso}>{when.date}</time></Value>
      </div>
      <div>
        <Term>{t('facts.hours')}</Term>
        <Value>{when.time}</Value>
      </div>
      {price && (
        <div>
          <Term>{t('facts.price')}</Term>
          <Value><Price money={price} /></Value>
        </div>
      )}
      {capacity !== null && (
        <div>
          <Term>{t('facts.capacity')}</Term>
          <Value>{t('facts.seats', { count: capacity })}</Value>
        </div>
      )}
    </List>
  );
}
