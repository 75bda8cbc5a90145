import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled, { css } from 'styled-components';
import { ROUTES } from '@/lib/routes';
import { toggleFlag } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { mediaUp, theme } from '@/styles/theme';
import { FilterIcon, GiftIcon } from './header-icons';

const Row = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: 0 ${theme.space.sm} ${theme.space.sm};
  overflow-x: auto;
  scrollbar-width: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  flex-shrink: 0;
  min-block-size: 40px;
  padding-inline: ${theme.space.md};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  svg { inline-size: 18px; block-size: 18px; }
`;

const Chip = styled(Link)`
  ${chip}
  border: 1px solid ${theme.color.border};
  color: ${theme.color.ink};
  background: ${theme.color.surface};
  &[aria-current='page'] { background: ${theme.color.ink}; border-color: ${theme.color.ink}; color: ${theme.color.surface}; }
`;

/** First on phones, where the section chips scroll sideways; at the far end on wider screens. */
const FilterToggle = styled.button`
  ${chip}
  order: -1;
  ${mediaUp('md')} { order: 0; margin-inline-start: auto; }
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  &[aria-expanded='true'] { background: ${theme.color.brandSoft}; border-color: ${theme.color.brand}; color: ${theme.color.brand}; }
`;

export const FILTER_TOGGLE_ID = 'filter-toggle';

/** The second header row: main sections, Rewards (SPEC §2 menu-rewards) and the filter toggle. */
export function HeaderNavRow() {
  const { t } = useTranslation('nav');
  const { pathname, query } = useRouter();
  const isFilterOpen = useUiState((state) => state.filter);
  // The search page has its own, fuller filters; a second "Filtres" button there would confuse.
  const isSearchPage = pathname === ROUTES.restaurant && !query.shop;
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  return (
    <Row aria-label={t('header.sections')}>
      <Chip href={ROUTES.restaurant} aria-current={current(ROUTES.restaurant)}>
        {t('header.restaurants')}
      </Chip>
      <Chip href={ROUTES.event} aria-current={current(ROUTES.event)}>
        {t('header.events')}
      </Chip>
      <Chip id="menu-rewards" href={ROUTES.rewards} aria-current={current(ROUTES.rewards)}>
        <GiftIcon />
        {t('header.rewards')}
      </Chip>
      {!isSearchPage && (
        <FilterToggle id={FILTER_TOGGLE_ID} type="button" aria-expanded={isFilterOpen} aria-controls={isFilterOpen ? 'filter-panel' : undefined} onClick={() => toggleFlag('filter')}>
          <FilterIcon />
          {t('header.filters')}
        </FilterToggle>
      )}
    </Row>
  );
}
