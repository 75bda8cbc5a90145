import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { Button } from '@/components/ui/button';
import { CategoryGrid } from '@/features/categories/components/category-grid';
import { findCategoryBySlug } from '@/features/categories/model/find-category';
import { EMPTY_SEARCH } from '@/features/search/model/search-params';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { openModal } from '@/lib/ui-state/ui-store';
import { useQueryUpdate } from '@/lib/router/use-query-update';
import { withAppLayout } from '@/screens/shell/app-layout';
import { readCatalogueRoute } from './read-catalogue-route';
import { RestaurantResults } from './restaurant-results';
import { theme } from '@/styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
`;

const Heading = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
`;

const Muted = styled.p`
  color: ${theme.color.inkMuted};
`;

/** /category: the food categories (a bottom-sheet picker on phones, SPEC §2) and, once one is chosen, its restaurants. */
export function CategoryScreen() {
  const { t } = useTranslation(['routes', 'categories']);
  const { locale = 'fr', query } = useRouter();
  const updateQuery = useQueryUpdate();
  const { data } = useStaticData(locale);
  const categories = data?.foodCategories ?? [];
  const { slug, pages } = readCatalogueRoute(query);
  const category = findCategoryBySlug(categories, slug);
  return (
    <RouteIntro title={category ? category.name : t('routes:category.title')} lead={category ? t('categories:lead', { category: category.name }) : t('routes:category.lead')}>
      <div>
        <Button type="button" variant="secondary" onClick={() => openModal('CATEGORY_BOTTOM_SHEET')}>
          {t('routes:category.choose')}
        </Button>
      </div>
      {slug && data && !category && <Muted role="alert">{t('categories:unknown')}</Muted>}
      {category && <RestaurantResults search={{ ...EMPTY_SEARCH, category: category.id }} pages={pages} onLoadMore={() => updateQuery({ pages: pages + 1 }, { resetPages: false })} />}
      <Section aria-labelledby="category-grid-title">
        <Heading id="category-grid-title">{category ? t('categories:others') : t('categories:all')}</Heading>
        <CategoryGrid categories={categories} activeSlug={category?.slug ?? null} labelledBy="category-grid-title" />
      </Section>
    </RouteIntro>
  );
}

CategoryScreen.getLayout = withAppLayout;
