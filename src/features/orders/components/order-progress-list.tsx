import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled, { css } from 'styled-components';
import type { TOrder } from '@/contracts/order-contract';
import { buildOrderProgress, type TProgressStep, type TStepState } from '../model/order-progress';
import { formatOrderTime } from '../model/order-dates';
import { theme } from '@/styles/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Step = styled.li<{ $state: TStepState; $cancelled: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  column-gap: ${theme.space.sm};
  padding-block-end: ${theme.space.md};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.inkMuted : theme.color.ink)};
  /* The rail between two dots. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(0.75rem - 1px);
    inset-block: 1.5rem 0;
    inline-size: 2px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.color.accent : theme.color.border)};
  }
  ${({ $state, theme }) => $state === 'current' && css`font-weight: ${theme.fontWeight.bold};`}
  ${({ $cancelled, theme }) => $cancelled && css`color: ${theme.color.danger};`}
`;

const Dot = styled.span<{ $state: TStepState; $cancelled: boolean }>`
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme, $state, $cancelled }) => ($cancelled ? theme.color.danger : $state === 'upcoming' ? theme.color.border : theme.color.accent)};
  background: ${({ theme, $state, $cancelled }) => ($cancelled ? theme.color.danger : $state === 'done' ? theme.color.accent : theme.color.surface)};
  box-shadow: ${({ theme, $state, $cancelled }) => ($state === 'current' && !$cancelled ? `inset 0 0 0 4px ${theme.color.surface}, inset 0 0 0 12px ${theme.color.accent}` : 'none')};
`;

const Text = styled.span`
  display: grid;
  gap: ${theme.space.xxs};
  small { font-weight: ${theme.fontWeight.regular}; color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
`;

function StepItem({ step, order, locale }: { step: TProgressStep; order: TOrder; locale: string }) {
  const { t } = useTranslation('orders');
  const label = step.status === 'completed' ? t(`steps.completed_${order.type}`) : t(`steps.${step.status}`);
  const isCancelled = step.status === 'cancelled';
  const reason = step.reason ?? (isCancelled ? order.cancelReason : null);
  return (
    <Step $state={step.state} $cancelled={isCancelled} aria-current={step.state === 'current' ? 'step' : undefined} data-testid={`step-${step.status}`}>
      <Dot $state={step.state} $cancelled={isCancelled} aria-hidden="true" />
      <Text>
        <span>{label}</span>
        {step.at ? <small>{t('detail.reachedAt', { time: formatOrderTime(step.at, order.restaurant.timeZone, locale) })}</small> : step.state === 'upcoming' && <small>{t('detail.upcoming')}</small>}
        {isCancelled && <small>{reason ? t('detail.cancelReason', { reason }) : t('detail.cancelNoReason')}</small>}
      </Text>
    </Step>
  );
}

/** The order's progress, oldest step first; each reached step with its time on the restaurant's clock. */
export function OrderProgressList({ order }: { order: TOrder }) {
  const { locale = 'fr' } = useRouter();
  const steps = buildOrderProgress({ type: order.type, status: order.status, steps: order.steps });
  return (
    <List data-testid="order-progress">
      {steps.map((step) => (
        <StepItem key={step.status} step={step} order={order} locale={locale} />
      ))}
    </List>
  );
}
