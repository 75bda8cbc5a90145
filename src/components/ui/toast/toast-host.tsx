import { useSyncExternalStore, type CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type AppTheme, mediaUp, theme } from '@/styles/theme';
import { getServerToastClearance, getToastClearance, subscribeToastClearance } from '@/lib/toast/toast-clearance';
import { dismissToast, getServerSnapshot, getSnapshot, subscribe, type TToast, type TToastKind } from '@/lib/toast/toast-store';

const ROLE_BY_KIND: Record<TToastKind, 'status' | 'alert'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  error: 'alert',
};

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

/** Toasts never cover a primary action: they rise above any action bar registered at the bottom (--toast-clearance). */
const Region = styled.div`
  position: fixed;
  inset-block-end: calc(${theme.space.md} + var(--toast-clearance, 0px));
  inset-inline: ${theme.space.md};
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  pointer-events: none;

  ${mediaUp('md')} {
    inset-inline-start: auto;
    inset-inline-end: ${theme.space.lg};
    inset-block-end: calc(${theme.space.lg} + var(--toast-clearance, 0px));
    align-items: flex-end;
  }
`;

/** Background and accent stripe per kind, as theme colour names. */
const KIND_COLORS: Record<TToastKind, readonly [keyof AppTheme['color'], keyof AppTheme['color']]> = {
  info: ['surface', 'brand'],
  success: ['accentSoft', 'accent'],
  warning: ['warningSoft', 'warning'],
  error: ['dangerSoft', 'danger'],
};

const Item = styled.div<{ $kind: TToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  inline-size: min(100%, 26rem);
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.md} ${theme.space.xs};
  border: 1px solid ${theme.color.border};
  border-inline-start-width: 4px;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  color: ${theme.color.ink};
  font-family: ${theme.font.body};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.normal};
  animation: ${slideIn} ${theme.motion.fast} ease-out;
  background: ${({ theme, $kind }) => theme.color[KIND_COLORS[$kind][0]]};
  border-inline-start-color: ${({ theme, $kind }) => theme.color[KIND_COLORS[$kind][1]]};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const ActionButton = styled.button`
  border: none;
  background: none;
  padding: ${theme.space.xs};
  color: ${theme.color.brand};
  font: inherit;
  font-weight: ${theme.fontWeight.bold};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  border: none;
  border-radius: ${theme.radius.pill};
  background: none;
  color: ${theme.color.inkMuted};
  cursor: pointer;
  ${focusRing}
`;

interface TToastHostProps {
  /** Overrides the translated `toast.close` label (tests, hosts outside i18n). */
  closeLabel?: string;
}

export function ToastHost({ closeLabel }: TToastHostProps) {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const clearance = useSyncExternalStore(subscribeToastClearance, getToastClearance, getServerToastClearance);
  const { t } = useTranslation('common');
  const label = closeLabel ?? t('toast.close');

  return (
    <Region data-testid="toast-region" style={{ '--toast-clearance': `${clearance}px` } as CSSProperties}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={label} />
      ))}
    </Region>
  );
}

function ToastItem({ toast, closeLabel }: { toast: TToast; closeLabel: string }) {
  const role = ROLE_BY_KIND[toast.kind];
  const handleAction = () => {
    toast.onAction?.();
    dismissToast(toast.id);
  };

  return (
    <Item $kind={toast.kind} role={role} aria-live={role === 'status' ? 'polite' : 'assertive'} aria-atomic="true">
      <Text>{toast.text}</Text>
      {toast.actionLabel && toast.onAction ? (
        <ActionButton type="button" onClick={handleAction}>
          {toast.actionLabel}
        </ActionButton>
      ) : null}
      <CloseButton type="button" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CloseButton>
    </Item>
  );
}
