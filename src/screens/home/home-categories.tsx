import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { TFoodCategory } from '@/contracts/static-data-contract';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
  ${mediaUp('md')} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  ${mediaUp('lg')} { grid-template-columns: repeat(7, minmax(0, 1fr)); }
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.xs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.ink};
  text-align: center;
  text-decoration: none;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  &:hover { background: ${theme.color.brandSoft}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Icon = styled.img`
  inline-size: 56px;
  block-size: 56px;
`;

/** Food categories with their icons, each opening /category?category=<slug>. */
export function HomeCategories({ categories }: { categories: TFoodCategory[] }) {
  return (
    <List>
      {categories.map((category) => (
        <li key={category.id}>
          <Tile href={{ pathname: ROUTES.category, query: { category: category.slug } }}>
            {category.imageUrl && <Icon src={category.imageUrl} srcSet={photoSrcSet(category.imageUrl)} sizes="56px" alt="" loading="lazy" width={56} height={56} />}
            {category.name}
          </Tile>
        </li>
      ))}
    </List>
  );
}
