import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { theme } from '@/styles/theme';

const Card = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.brandSoft};
  h2 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.xl}; line-height: ${theme.lineHeight.tight}; }
  p { color: ${theme.color.inkMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
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
