import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/ui-state/ui-store';
import { theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.brandSoft};
  h2 { font-size: ${theme.fontSize.xl}; }
`;

/** A visitor sees the catalogue; points and redeeming need an account. */
export function VisitorCall() {
  const { t } = useTranslation('rewards');
  return (
    <Box aria-labelledby="rewards-visitor-title" data-testid="rewards-visitor">
      <h2 id="rewards-visitor-title">{t('visitor.title')}</h2>
      <p>{t('visitor.text')}</p>
      <Button onClick={() => openModal('LOGIN')}>{t('visitor.login')}</Button>
    </Box>
  );
}
