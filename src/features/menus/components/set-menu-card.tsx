import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMenuListItem } from '@/contracts/menu-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  block-size: 100%;
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.xs};
`;

const Name = styled.h3`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.tight};
`;

const FixedPrice = styled.p`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.brand};
`;

const Where = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  & a { color: inherit; font-weight: ${theme.fontWeight.medium}; }
  & a:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Description = styled.p`
  font-size: ${theme.fontSize.sm};
`;

const Dishes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.xxs};
  border-block-start: 1px solid ${theme.color.border};
  padding-block-start: ${theme.space.sm};
`;

const Dish = styled.li`
  display: flex;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSize.sm};
`;

const Course = styled.span`
  color: ${theme.color.inkSubtle};
  min-inline-size: 4.5rem;
`;

/** A set menu: its one fixed price, where it is served, and every dish it includes. */
export function SetMenuCard({ menu, cityName }: { menu: TMenuListItem; cityName: string | undefined }) {
  const { t } = useTranslation('menus');
  const photo = menu.dishes.find((dish) => dish.imageUrl)?.imageUrl;
  return (
    <Card aria-labelledby={`menu-${menu.id}-name`} data-testid="set-menu-card">
      {photo && <Photo src={photo} srcSet={photoSrcSet(photo)} sizes="(min-width: 768px) 480px, 90vw" alt="" width={480} height={300} loading="lazy" />}
      <Body>
        <Head>
          <Name id={`menu-${menu.id}-name`}>{menu.name}</Name>
          {menu.price && <FixedPrice data-testid="set-menu-price"><Price money={menu.price} /></FixedPrice>}
        </Head>
        <Where>
          <Link href={DETAIL_ROUTES.restaurant(String(menu.restaurantId))}>{menu.restaurantName}</Link>
          {cityName ? ` · ${cityName}` : ''}
        </Where>
        {menu.description && <Description>{menu.description}</Description>}
        <Dishes aria-label={t('card.includes', { menu: menu.name })}>
          {menu.dishes.map((dish) => (
            <Dish key={dish.id}>
              <Course>{t(`course.${dish.course}`, { defaultValue: '' })}</Course>
              <span>{dish.name}</span>
            </Dish>
          ))}
        </Dishes>
      </Body>
    </Card>
  );
}
