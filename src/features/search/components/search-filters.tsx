import { useTranslation } from '@/lib/i18n/use-translation';
import { useId } from 'react';
import styled from 'styled-components';
import { SelectField, type SelectOption } from '@/components/ui/form/select-field';
import { DIETARY_TAGS, MIN_RATINGS, PRICE_LEVELS, SEARCH_SERVICES, updateSearch, type TSearchState } from '../model/search-params';
import { AvailabilityFields } from './filters/availability-fields';
import { ChoiceChips } from './filters/choice-chips';
import { SwitchRow } from './filters/filter-styles';
import { numberFormat } from '@/lib/format/intl-formatters';
import { theme } from '@/styles/theme';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export interface TSearchFiltersProps {
  value: TSearchState;
  onChange: (next: TSearchState) => void;
  cities: SelectOption[];
  categories: SelectOption[];
  locale: string;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** Every search filter; the same fields serve the desktop sidebar and the mobile sheet. */
export function SearchFilters({ value, onChange, cities, categories, locale }: TSearchFiltersProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const change = (patch: Partial<TSearchState>) => onChange(updateSearch(value, patch));
  const ratingFormat = numberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <Stack>
      <SelectField id={`${id}-city`} label={t('filters.city')} placeholder={t('filters.anyCity')} options={cities} value={value.city === null ? '' : String(value.city)} onChange={(event) => change({ city: toId(event.target.value) })} />
      <SelectField id={`${id}-category`} label={t('filters.category')} placeholder={t('filters.anyCategory')} options={categories} value={value.category === null ? '' : String(value.category)} onChange={(event) => change({ category: toId(event.target.value) })} />
      <SwitchRow>
        <input type="checkbox" checked={value.openNow} onChange={(event) => change({ openNow: event.target.checked })} />
        {t('filters.openNow')}
      </SwitchRow>
      <ChoiceChips legend={t('filters.service')} name="service" choices={SEARCH_SERVICES.map((service) => ({ value: service, label: t(`services.${service}`) }))} selected={value.service} onChange={(service) => change({ service })} />
      <ChoiceChips legend={t('filters.price')} name="price" choices={PRICE_LEVELS.map((level) => ({ value: level, label: t(`prices.${level}`) }))} selected={value.price} onChange={(price) => change({ price })} />
      <ChoiceChips legend={t('filters.rating')} name="rating" isSingle choices={MIN_RATINGS.map((rating) => ({ value: rating, label: t('filters.ratingAtLeast', { rating: ratingFormat.format(rating) }) }))} selected={value.rating === null ? [] : [value.rating]} onChange={([rating]) => change({ rating: rating ?? null })} />
      <ChoiceChips legend={t('filters.dietary')} name="dietary" choices={DIETARY_TAGS.map((tag) => ({ value: tag, label: t(`dietary.${tag}`) }))} selected={value.dietary} onChange={(dietary) => change({ dietary })} />
      <AvailabilityFields value={value} onChange={change} />
    </Stack>
  );
}
