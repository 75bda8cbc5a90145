import { useTranslation } from '@/lib/i18n/use-translation';
import { useId } from 'react';
import styled from 'styled-components';
import { listAvailableSorts, updateSearch, type TSearchSort, type TSearchState } from '../model/search-params';
import { theme } from '@/styles/theme';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

const Select = styled.select`
  min-block-size: 40px;
  padding-inline: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.medium};
`;

export function SearchSort({ value, onChange }: { value: TSearchState; onChange: (next: TSearchState) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  const current = value.sort ?? (value.q ? 'relevance' : 'rating');
  return (
    <Label htmlFor={id}>
      {t('sort.label')}
      <Select id={id} value={current} onChange={(event) => onChange(updateSearch(value, { sort: event.target.value as TSearchSort }))}>
        {listAvailableSorts(value).map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </Select>
    </Label>
  );
}
