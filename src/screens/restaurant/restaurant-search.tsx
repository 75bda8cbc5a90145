import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { Button } from '@/components/ui/button';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card';
import { listPhotoLoading } from '@/features/restaurants/model/list-photo-loading';
import { useRestaurantSearchResults } from '@/features/search/api/get-restaurant-search';
import { SearchFilters } from '@/features/search/components/search-filters';
import { SearchPagination } from '@/features/search/components/search-pagination';
import { SearchResults } from '@/features/search/components/search-results';
import { SearchTextForm } from '@/features/search/components/search-text-form';
import { SearchToolbar } from '@/features/search/components/search-toolbar';
import { useSearchState } from '@/features/search/hooks/use-search-state';
import { clearFilters, countActiveFilters, SEARCH_PAGE_SIZE } from '@/features/search/model/search-params';
import { openModal } from '@/lib/ui-state/ui-store';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { mediaUp, theme } from '@/styles/theme';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// The free times come after the cards, in their own chunk and request: nothing of them in the first load.
const ResultSlots = clientOnlyDynamic(() => import('@/features/search/components/result-slots').then((module) => module.ResultSlots));

// Only a phone opens the sheet, and only on a tap: it stays out of the first load.
const FilterSheet = clientOnlyDynamic(() => import('@/features/search/components/filter-sheet').then((module) => module.FilterSheet));

const Main = styled.main`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.lg};
  ${mediaUp('lg')} { grid-template-columns: 18rem minmax(0, 1fr); column-gap: ${theme.space.xl}; }
`;

const Intro = styled.header`
  display: grid;
  gap: ${theme.space.md};
  ${mediaUp('lg')} { grid-column: 1 / -1; }
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
  ${mediaUp('md')} { font-size: 2.25rem; }
`;

const Sidebar = styled.aside`
  display: none;
  ${mediaUp('lg')} { display: block; align-self: start; }
`;

const SidebarHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-block-end: ${theme.space.md};
`;

const SidebarTitle = styled.h2`
  font-size: ${theme.fontSize.lg};
`;

const Results = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space.lg};
`;

/** /restaurant without `shop`: text, filters, sort and page, all in the URL. */
export function RestaurantSearch() {
  const { t } = useTranslation('search');
  const { locale = 'fr' } = useRouter();
  const { state, setState } = useSearchState();
  const [isSheetOpen, setSheetOpen] = useState(false);
  const { data, isPending, isError, isPlaceholderData, refetch } = useRestaurantSearchResults(state, locale);
  const { data: staticData } = useStaticData(locale);
  const cities = (staticData?.cities ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  const categories = (staticData?.foodCategories ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  const title = state.q ? t('title.withQuery', { q: state.q }) : t('title.all');
  const pageCount = data ? Math.ceil(data.total / SEARCH_PAGE_SIZE) : 0;
  const activeCount = countActiveFilters(state);
  const onPage = (page: number) => {
    void setState({ ...state, page });
    window.scrollTo({ top: 0 });
  };
  const { date, time, party } = state;
  const slotsRequest = date && time && party && data?.items.length ? { ids: data.items.map((item) => item.id), date, time, party } : null;
  const onApply = (next: typeof state) => {
    setSheetOpen(false);
    void setState(next);
  };

  return (
    <>
      <PageSeo title={title} description={t('description')} />
      <Main id="main-content">
        <Intro>
          <Title>{title}</Title>
          <SearchTextForm value={state} onChange={setState} />
        </Intro>
        <Sidebar aria-labelledby="search-filters-title">
          <SidebarHead>
            <SidebarTitle id="search-filters-title">{t('filters.title')}</SidebarTitle>
            {activeCount > 0 && (
              <Button variant="ghost" size="sm" onClick={() => void setState(clearFilters(state))}>
                {t('filters.clearCount', { count: activeCount })}
              </Button>
            )}
          </SidebarHead>
          <SearchFilters value={state} onChange={setState} cities={cities} categories={categories} locale={locale} />
        </Sidebar>
        <Results aria-label={t('results.label')}>
          <SearchToolbar value={state} total={data?.total} onChange={setState} onOpenFilters={() => setSheetOpen(true)} />
          <SearchResults
            data={data}
            isPending={isPending}
            isError={isError}
            isStale={isPlaceholderData}
            hasFilters={activeCount > 0}
            onRetry={() => void refetch()}
            onClearFilters={() => void setState(clearFilters(state))}
            renderItem={(item, index) => (
              <RestaurantCard
                restaurant={item}
                locale={locale}
                distanceKm={item.distanceKm}
                isOpenNow={state.openNow}
                photoLoading={listPhotoLoading(index)}
                action={<FavoriteToggle restaurant={item} />}
                footer={
                  slotsRequest && (
                    <ResultSlots
                      request={slotsRequest}
                      restaurantId={item.id}
                      onBook={(slot) => openModal('CREATE_RESERVATION', { restaurantId: item.id, date: slotsRequest.date, guests: slotsRequest.party, startsAt: slot.startsAt })}
                    />
                  )
                }
              />
            )}
          />
          <SearchPagination page={state.page} pageCount={pageCount} onPage={onPage} />
        </Results>
      </Main>
      {isSheetOpen && <FilterSheet initial={state} onApply={onApply} onClose={() => setSheetOpen(false)} cities={cities} categories={categories} locale={locale} />}
    </>
  );
}
