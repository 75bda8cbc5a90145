import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { theme } from '@/styles/theme';

const Wrapper = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.xxl};
  text-align: center;
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  inline-size: 88px;
  block-size: 88px;
  border-radius: 50%;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brand};
`;

const Title = styled.h3`
  font-size: ${theme.fontSize.xl};
`;

const Hint = styled.p`
  max-inline-size: 20rem;
  text-wrap: balance;
  color: ${theme.color.inkMuted};
  margin-block-end: ${theme.space.xs};
`;

/** An empty cart says so and points to the restaurants; no made-up items. */
export function CartEmptyState() {
  const { t } = useTranslation('common');
  return (
    <Wrapper>
      <Icon aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7z" />
          <path d="M9 7V6a3 3 0 0 1 6 0v1" />
        </svg>
      </Icon>
      <Title>{t('overlay.cart.empty')}</Title>
      <Hint>{t('overlay.cart.emptyHint')}</Hint>
      <ButtonLink href={ROUTES.restaurant}>
        {t('overlay.cart.browse')}
      </ButtonLink>
    </Wrapper>
  );
}
