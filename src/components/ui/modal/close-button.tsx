import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { theme } from '@/styles/theme';

const Button = styled.button`
  position: absolute;
  inset-block-start: ${theme.space.sm};
  inset-inline-end: ${theme.space.sm};
  z-index: 1;
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  cursor: pointer;
  transition: background-color ${theme.motion.fast};

  &:hover {
    background: ${theme.color.surfaceAlt};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The round ✕ in the corner of every modal and drawer. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button type="button" onClick={onClick} aria-label={t('overlay.close')}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
