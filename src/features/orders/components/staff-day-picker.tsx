import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import type { TStaffRestaurants } from '@/contracts/order-contract';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

interface StaffDayPickerProps {
  restaurants: TStaffRestaurants['items'];
  restaurantId: number;
  date: string;
  onRestaurantChange: (id: number) => void;
  onDateChange: (date: string) => void;
}

/** Which restaurant and which day (the restaurant's local date) the lists show. */
export function StaffDayPicker({ restaurants, restaurantId, date, onRestaurantChange, onDateChange }: StaffDayPickerProps) {
  const { t } = useTranslation('manager');
  return (
    <Row>
      <SelectField
        label={t('restaurantLabel')}
        value={String(restaurantId)}
        options={restaurants.map((restaurant) => ({ value: String(restaurant.id), label: restaurant.name }))}
        onChange={(event) => onRestaurantChange(Number(event.target.value))}
      />
      <TextField label={t('dateLabel')} type="date" value={date} required onChange={(event) => event.target.value && onDateChange(event.target.value)} />
    </Row>
  );
}
