import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { mediaUp, theme } from '@/styles/theme';
import { useCurrentPosition, type TPosition } from '../hooks/use-current-position';
import { countActiveFilters, updateSearch, type TSearchState } from '../model/search-params';
import { SearchSort } from './search-sort';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Count = styled.p`
  flex: 1 1 100%;
  font-weight: ${theme.fontWeight.bold};
  ${mediaUp('md')} { flex: 1 1 auto; }
`;

const FiltersButton = styled(Button)`
  ${mediaUp('lg')} { display: none; }
`;

const Notice = styled.p`
  flex-basis: 100%;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.danger};
`;

interface TSearchToolbarProps {
  value: TSearchState;
  total: number | undefined;
  onChange: (next: TSearchState) => void;
  onOpenFilters: () => void;
}

/** Result count, sort, "near me" (asks for the position only on tap) and, on mobile, the filter button. */
export function SearchToolbar({ value, total, onChange, onOpenFilters }: TSearchToolbarProps) {
  const { t } = useTranslation('search');
  const onLocated = ({ lat, lng }: TPosition) => onChange(updateSearch(value, { lat, lng, sort: 'distance' }));
  const { status, locate } = useCurrentPosition(onLocated);
  const activeCount = countActiveFilters(value);
  return (
    <Bar>
      <Count role="status" aria-live="polite">
        {total === undefined ? t('count.loading') : t('count.results', { count: total })}
      </Count>
      <FiltersButton variant="secondary" onClick={onOpenFilters} aria-haspopup="dialog">
        {activeCount > 0 ? t('filters.openCount', { count: activeCount }) : t('filters.open')}
      </FiltersButton>
      <Button variant="secondary" onClick={locate} isLoading={status === 'locating'} aria-pressed={value.lat !== null}>
        {t('nearMe.button')}
      </Button>
      <SearchSort value={value} onChange={onChange} />
      {(status === 'denied' || status === 'unavailable') && <Notice role="alert">{t(`nearMe.${status}`)}</Notice>}
    </Bar>
  );
}
