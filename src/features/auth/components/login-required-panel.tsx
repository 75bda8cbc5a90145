import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  max-inline-size: 32rem;
  margin-block: ${theme.space.xxl};
  margin-inline: auto;
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
  text-align: center;

  ${mediaUp('md')} {
    padding: ${theme.space.xxl};
  }
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
  line-height: ${theme.lineHeight.tight};
`;

const Body = styled.p`
  color: ${theme.color.inkMuted};
`;

/** What a visitor sees on a login-required page (SPEC §4), behind the LOGIN modal and after closing it. */
export function LoginRequiredPanel() {
  const { t } = useTranslation('common');
  return (
    <Panel aria-labelledby="login-required-title">
      <Title id="login-required-title">{t('auth.required.title')}</Title>
      <Body>{t('auth.required.body')}</Body>
      <Button size="lg" onClick={() => openModal('LOGIN', { reason: 'required' })}>
        {t('auth.required.login')}
      </Button>
    </Panel>
  );
}
