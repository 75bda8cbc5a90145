import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { setUiState } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';
import { PrimaryButton } from '../header-controls';
import { FILTER_TOGGLE_ID } from '../header-nav-row';
import { useRestaurantSearch } from '../search/use-restaurant-search';

export interface TFilterOption {
  value: string;
  label: string;
}

interface TFilterPanelProps {
  cities: TFilterOption[];
  categories: TFilterOption[];
  isLoading: boolean;
  hasError: boolean;
}

const Panel = styled.div`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  z-index: ${theme.zIndex.header + 1};
  padding: ${theme.space.md};
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.raised};
  ${mediaUp('md')} {
    inset-inline: auto ${theme.space.md};
    inline-size: 24rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Field = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
`;

const Select = styled.select`
  min-block-size: 44px;
  padding-inline: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
`;

const Status = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

const queryValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** The filter flag (SPEC §3): pick a city and a food category, then see the matching restaurants. */
export function FilterPanel({ cities, categories, isLoading, hasError }: TFilterPanelProps) {
  const { t } = useTranslation('nav');
  const { query } = useRouter();
  const search = useRestaurantSearch();
  const cityId = useId();
  const categoryId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setUiState({ filter: false });
    void search({ q: queryValue(query.q), city: String(data.get('city') ?? ''), category: String(data.get('category') ?? '') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    setUiState({ filter: false });
    document.getElementById(FILTER_TOGGLE_ID)?.focus();
  };

  return (
    <Panel id="filter-panel" role="region" aria-label={t('filter.title')} onKeyDown={onKeyDown}>
      <Form onSubmit={onSubmit} aria-busy={isLoading}>
        {hasError && <Status role="alert">{t('filter.error')}</Status>}
        <Field>
          <label htmlFor={cityId}>{t('filter.city')}</label>
          <Select key={cities.length} id={cityId} name="city" defaultValue={queryValue(query.city)} disabled={isLoading}>
            <option value="">{t('filter.anyCity')}</option>
            {cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={categoryId}>{t('filter.category')}</label>
          <Select key={categories.length} id={categoryId} name="category" defaultValue={queryValue(query.category)} disabled={isLoading}>
            <option value="">{t('filter.anyCategory')}</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </Select>
        </Field>
        <PrimaryButton type="submit">{t('filter.submit')}</PrimaryButton>
      </Form>
    </Panel>
  );
}
