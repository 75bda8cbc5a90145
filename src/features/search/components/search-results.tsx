import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { TRestaurantSearchItem, TRestaurantSearchResult } from '@/contracts/search-contract';
import { mediaUp, theme } from '@/styles/theme';

const Grid = styled.ul<{ $isStale: boolean }>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  list-style: none;
  padding: 0;
  margin: 0;
  opacity: ${({ $isStale }) => ($isStale ? 0.6 : 1)};
  transition: opacity ${theme.motion.fast};
  ${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('xl')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const CardSkeletons = styled(Skeleton)`
  grid-template-columns: 1fr;
  ${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('xl')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
`;

const MessageTitle = styled.h2`
  font-size: ${theme.fontSize.xl};
`;

const MessageText = styled.p`
  color: ${theme.color.inkMuted};
`;

interface TSearchResultsProps {
  data: TRestaurantSearchResult | undefined;
  isPending: boolean;
  isError: boolean;
  isStale: boolean;
  hasFilters: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  /** The screen decides what a result looks like (features do not import each other). */
  renderItem: (item: TRestaurantSearchItem, index: number) => ReactNode;
}

/** Results, or skeletons while the first page loads, an inline error with retry, or an empty state with a way out. */
export function SearchResults({ data, isPending, isError, isStale, hasFilters, onRetry, onClearFilters, renderItem }: TSearchResultsProps) {
  const { t } = useTranslation('search');
  if (isError && !data) {
    return (
      <Message role="alert">
        <MessageTitle>{t('error.title')}</MessageTitle>
        <MessageText>{t('error.body')}</MessageText>
        <Button variant="secondary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Message>
    );
  }
  if (isPending || !data) return <CardSkeletons count={6} height="20rem" />;
  if (data.items.length === 0) {
    return (
      <Message>
        <MessageTitle>{t('empty.title')}</MessageTitle>
        <MessageText>{hasFilters ? t('empty.withFilters') : t('empty.suggestion')}</MessageText>
        {hasFilters && <Button onClick={onClearFilters}>{t('empty.clear')}</Button>}
      </Message>
    );
  }
  return (
    <Grid $isStale={isStale} aria-busy={isStale} data-testid="search-results">
      {data.items.map((item, index) => (
        <li key={item.id}>{renderItem(item, index)}</li>
      ))}
    </Grid>
  );
}

