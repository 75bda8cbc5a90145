import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';

const Card = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  h2 { font-family: ${({ theme }) => theme.font.display}; font-size: ${({ theme }) => theme.fontSize.xl}; line-height: ${({ theme }) => theme.lineHeight.tight}; }
  p { color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Where to go when the FAQ has not answered: the contact form, or the help centre for a booking. */
export function FaqMoreHelp() {
  const { t } = useTranslation('help');
  return (
    <Card aria-labelledby="faq-more-help">
      <h2 id="faq-more-help">{t('faq.moreTitle')}</h2>
      <p>{t('faq.moreBody')}</p>
      <Actions>
        <ButtonLink href={ROUTES.contact}>{t('faq.contact')}</ButtonLink>
        <ButtonLink href={ROUTES.helpCenter} variant="secondary">
          {t('faq.helpCenter')}
        </ButtonLink>
      </Actions>
    </Card>
  );
}
