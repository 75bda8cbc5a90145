import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { TFoodCategory } from '@/contracts/static-data-contract';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(2, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('md')} { grid-template-columns: repeat(4, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(6, 1fr); }
`;

const Tile = styled(Link)<{ $active: boolean }>`
  display: grid;
  align-content: start;
  block-size: 100%;
  gap: ${theme.space.xs};
  justify-items: center;
  padding: ${theme.space.sm};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.color.brand : 'transparent')};
  border-radius: ${theme.radius.lg};
  background: ${({ theme, $active }) => ($active ? theme.color.brandSoft : theme.color.surface)};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.bold};
  text-align: center;
  text-decoration: none;
  &:hover { background: ${theme.color.brandSoft}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Icon = styled.img`
  inline-size: min(100%, 6rem);
  block-size: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.pill};
`;

/** Every food category as a picture tile; the chosen one is marked and announced as current. */
export function CategoryGrid({ categories, activeSlug, labelledBy }: { categories: readonly TFoodCategory[]; activeSlug: string | null; labelledBy: string }) {
  return (
    <Grid aria-labelledby={labelledBy}>
      {categories.map((category) => {
        const active = category.slug === activeSlug;
        return (
          <li key={category.id}>
            <Tile href={{ pathname: ROUTES.category, query: { category: category.slug } }} scroll={false} $active={active} aria-current={active ? 'page' : undefined}>
              {category.imageUrl && <Icon src={category.imageUrl} srcSet={photoSrcSet(category.imageUrl)} sizes="160px" alt="" width={160} height={160} loading="lazy" />}
              {category.name}
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}
