import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';

export const LOADER_DEFAULT_SIZE = 35;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-block-start-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-block-start-color: currentColor;
    border-inline-end-color: transparent;
  }
`;

interface LoaderProps {
  /** Diameter in pixels (SPEC §9: 35 by default). */
  size?: number;
  /** Overrides the translated "Loading" label. */
  label?: string;
  className?: string;
}

/** A spinner announced to assistive technology as a status. */
export function Loader({ size = LOADER_DEFAULT_SIZE, label, className }: LoaderProps) {
  const { t } = useTranslation('common');
  return (
    <Spinner
      role="status"
      aria-label={label ?? t('overlay.loading')}
      data-size={size}
      $size={size}
      className={className}
    />
  );
}
