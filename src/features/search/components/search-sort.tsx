import { useTranslation } from '@/lib/i18n/use-translation';
import { useId } from 'react';
import styled from 'styled-components';
import { listAvailableSorts, updateSearch, type TSearchSort, type TSearchState } from '../model/search-params';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Select = styled.select`
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
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
