import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { ROUTES } from '@/lib/routes';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CategoryLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-block-size: 56px;
  padding: ${theme.space.xs};
  padding-inline-end: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;

  &:hover {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSoft};
  }
`;

const Thumb = styled.img`
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Message = styled.p`
  color: ${theme.color.inkMuted};
  margin-block-end: ${theme.space.md};
`;

/** SPEC §2 bottom-sheet category view: the food categories, each leading to its listing. */
export function CategoryBottomSheet() {
  const { t } = useTranslation('common');
  const { locale = 'fr' } = useRouter();
  const { data, isPending, isError, refetch } = useStaticData(locale);
  const categories = data?.foodCategories ?? [];

  return (
    <ModalFrame title={t('overlay.categories.title')} description={t('overlay.categories.description')}>
      {isPending && <Skeleton height="3.5rem" />}
      {isError && (
        <div role="alert">
          <Message>{t('overlay.categories.error')}</Message>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('overlay.categories.retry')}
          </Button>
        </div>
      )}
      {data && categories.length === 0 && <Message>{t('overlay.categories.empty')}</Message>}
      {categories.length > 0 && (
        <Grid>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryLink href={{ pathname: ROUTES.category, query: { category: category.slug } }}>
                {category.imageUrl && <Thumb src={category.imageUrl} srcSet={photoSrcSet(category.imageUrl)} sizes="40px" alt="" loading="lazy" />}
                {category.name}
              </CategoryLink>
            </li>
          ))}
        </Grid>
      )}
    </ModalFrame>
  );
}
