import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  max-inline-size: 36rem;
  margin: ${theme.space.xxl} auto;
  padding: ${theme.space.xl};
  text-align: center;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
`;

const Text = styled.p`
  color: ${theme.color.inkMuted};
`;

/** SPEC §8: the restaurant data failed to load (the result is null) — say so and offer to try again. */
export function RestaurantDataError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('restaurant');
  return (
    <Box role="alert">
      <Title>{t('loadError.title')}</Title>
      <Text>{t('loadError.text')}</Text>
      <Button onClick={onRetry} isLoading={isRetrying}>
        {t('loadError.retry')}
      </Button>
    </Box>
  );
}
