import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { managerRestaurantsQueryOptions } from '@/features/orders/api/manager-restaurants';
import { ROUTES } from '@/lib/routes';
import { theme } from '@/styles/theme';

/** Every /my-account route, plus rewards. */
const ACCOUNT_LINKS = [
  ['bookings', ROUTES.bookings],
  ['orders', ROUTES.orders],
  ['coupons', ROUTES.coupons],
  ['rewards', ROUTES.rewards],
  ['wishlist', ROUTES.wishlist],
  ['notification', ROUTES.notification],
  ['address', ROUTES.address],
  ['payment', ROUTES.payment],
  ['accountSettings', ROUTES.accountSettings],
  ['changePassword', ROUTES.changePassword],
  ['helpCenter', ROUTES.helpCenter],
] as const;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-block: 1px solid ${theme.color.border};
`;

const Item = styled.li`
  & + & {
    border-block-start: 1px solid ${theme.color.border};
  }
`;

const AccountLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 52px;
  padding-inline: ${theme.space.xs};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;

  &:hover {
    background: ${theme.color.surfaceAlt};
    color: ${theme.color.brand};
  }
`;

const Chevron = styled.svg`
  color: ${theme.color.inkSubtle};

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** Staff see their restaurant space too: only accounts for which GET /manager/restaurants lists a restaurant. */
function useStaffLinks(): (readonly [string, string])[] {
  // A diner's 403 is kept for the session: opening the drawer again does not ask again.
  const restaurants = useQuery({ ...managerRestaurantsQueryOptions(), retryOnMount: false });
  return (restaurants.data?.items.length ?? 0) > 0 ? [['manager', ROUTES.manager]] : [];
}

export function UserDrawerLinks() {
  const { t } = useTranslation('common');
  const links = [...ACCOUNT_LINKS, ...useStaffLinks()];
  return (
    <nav aria-label={t('overlay.user.accountLinks')}>
      <List>
        {links.map(([key, href]) => (
          <Item key={key}>
            <AccountLink href={href}>
              {t(`overlay.user.links.${key}`)}
              <Chevron width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </Chevron>
            </AccountLink>
          </Item>
        ))}
      </List>
    </nav>
  );
}
