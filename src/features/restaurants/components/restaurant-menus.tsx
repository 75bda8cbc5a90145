import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMenu } from '@/contracts/menu-contract';
import { groupDishesByCourse } from '../model/dishes-by-course';
import { RestaurantDish } from './restaurant-dish';
import { theme } from '@/styles/theme';

const MenuCard = styled.article`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

const MenuHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.xs};
`;

const MenuName = styled.h3`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
`;

const FixedPrice = styled.p`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandHover};
  font-weight: ${theme.fontWeight.bold};
`;

const Lead = styled.p`
  color: ${theme.color.inkMuted};
`;

const Course = styled.h4`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.color.inkSubtle};
  margin-block-start: ${theme.space.xs};
`;

const Dishes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** The menus with their dishes by course; a set menu shows its fixed price and its dishes as included. */
export function RestaurantMenus({ menus }: { menus: TMenu[] }) {
  const { t } = useTranslation('restaurant');
  if (menus.length === 0) return <Lead>{t('menus.empty')}</Lead>;
  return (
    <List>
      {menus.map((menu) => (
        <MenuCard key={menu.id} aria-labelledby={`menu-${menu.id}`}>
          <MenuHead>
            <MenuName id={`menu-${menu.id}`}>{menu.name}</MenuName>
            {menu.isSetMenu && menu.price && (
              <FixedPrice>
                {t('menus.setPrice')} <Price money={menu.price} />
              </FixedPrice>
            )}
          </MenuHead>
          {menu.description && <Lead>{menu.description}</Lead>}
          {groupDishesByCourse(menu.dishes).map((group) => (
            <section key={group.course} aria-label={t(`courses.${group.course}`, { defaultValue: group.course })}>
              <Course>{t(`courses.${group.course}`, { defaultValue: group.course })}</Course>
              <Dishes>
                {group.dishes.map((dish) => (
                  <RestaurantDish key={dish.id} dish={dish} isInSetMenu={menu.isSetMenu} />
                ))}
              </Dishes>
            </section>
          ))}
        </MenuCard>
      ))}
    </List>
  );
}
