import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMenu } from '@/contracts/menu-contract';
import { mediaUp, theme } from '@/styles/theme';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('md')} { grid-template-columns: repeat(2, 1fr); }
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  align-items: baseline;
`;

const Name = styled.h3`
  font-size: ${theme.fontSize.lg};
`;

const Description = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Dishes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.xxs};
`;

const Dish = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xxs};
  border-block-end: 1px dashed ${theme.color.border};
`;

/** The restaurant's menus served at the event: a set menu shows its one price, a carte each dish's. */
export function EventMenus({ menus }: { menus: readonly TMenu[] }) {
  const { t } = useTranslation('events');
  return (
    <List>
      {menus.map((menu) => (
        <Card key={menu.id}>
          <Head>
            <Name>{menu.name}</Name>
            {menu.isSetMenu && menu.price && <strong><Price money={menu.price} /></strong>}
          </Head>
          {menu.description && <Description>{menu.description}</Description>}
          <Dishes aria-label={t('menu.dishesOf', { menu: menu.name })}>
            {menu.dishes.map((dish) => (
              <Dish key={dish.id}>
                <span>{dish.name}</span>
                {!menu.isSetMenu && <Price money={dish.price} />}
              </Dish>
            ))}
          </Dishes>
        </Card>
      ))}
    </List>
  );
}
