import { useRouter } from 'next/router';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// The panel's form is code nobody needs for the first paint: it loads the first time the panel opens.
const FilterPanel = clientOnlyDynamic(() => import('@/components/layout/filter/filter-panel').then((module) => module.FilterPanel));

/** Loads cities and food categories only once the diner opens the filter panel. */
export function StaticDataFilterPanel() {
  const { locale = 'fr' } = useRouter();
  const isOpen = useUiState((state) => state.filter);
  const { data, isPending, isError } = useStaticData(locale, { enabled: isOpen });
  if (!isOpen) return null;
  const cities = (data?.cities ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  const categories = (data?.foodCategories ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  return <FilterPanel cities={cities} categories={categories} isLoading={isPending && !isError} hasError={isError} />;
}
