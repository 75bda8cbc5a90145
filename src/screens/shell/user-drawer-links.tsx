import Link from 'next/link';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ROUTES } from '@/lib/routes';

/** Every /my-account route, plus rewards. */
const ACCOUNT_LINKS = [
  ['bookings', ROUTES.bookings],
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
  border-block: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.li`
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const AccountLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 52px;
  padding-inline: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Chevron = styled.svg`
  color: ${({ theme }) => theme.color.inkSubtle};

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export function UserDrawerLinks() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('overlay.user.accountLinks')}>
      <List>
        {ACCOUNT_LINKS.map(([key, href]) => (
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
