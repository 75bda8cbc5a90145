import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { CopyCodeButton } from '@/components/ui/copy-code-button';
import { theme } from '@/styles/theme';

const Row = styled.div<{ $isLarge: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${({ theme, $isLarge }) => ($isLarge ? theme.fontSize.xxl : theme.fontSize.lg)};
    font-weight: ${theme.fontWeight.bold};
    letter-spacing: 0.08em;
    padding: ${theme.space.xs} ${theme.space.md};
    background: ${theme.color.surface};
    border: 2px dashed ${theme.color.brand};
    border-radius: ${theme.radius.sm};
    overflow-wrap: anywhere;
  }
`;

/** A coupon's code, set apart to read out at the counter, with a button to copy it. */
export function CouponCode({ code, isLarge = false }: { code: string; isLarge?: boolean }) {
  const { t } = useTranslation('rewards');
  return (
    <Row $isLarge={isLarge}>
      <code data-testid="coupon-code">{code}</code>
      <CopyCodeButton code={code} label={t('code.copyLabel', { code })} copiedText={t('code.copied', { code })} failedText={t('code.copyFailed', { code })} size={isLarge ? 'md' : 'sm'}>
        {t('code.copy')}
      </CopyCodeButton>
    </Row>
  );
}
