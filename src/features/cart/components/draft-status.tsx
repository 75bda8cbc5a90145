import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import { formatBookingTime } from '../model/format-booking';
import { useCart } from './use-cart';
import { useDraftSync } from './use-draft-sync';
import { theme } from '@/styles/theme';

const Status = styled.div<{ $error: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.fontSize.sm};
  background: ${({ $error, theme }) => ($error ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ $error, theme }) => ($error ? theme.color.danger : theme.color.accent)};
`;

const Retry = styled.button`
  font: inherit;
  font-weight: ${theme.fontWeight.bold};
  color: inherit;
  background: none;
  border: 0;
  padding: ${theme.space.xxs};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

function useStatusText(): string | null {
  const { t } = useTranslation('cart');
  const { locale = 'fr' } = useRouter();
  const { draftReservation } = useCart();
  const { status } = useDraftSync();
  if (status === 'pending') return t('draft.pending');
  if (status === 'saving') return t('draft.saving');
  if (!draftReservation?.expireDate) return status === 'saved' ? t('draft.saved') : null;
  return t('draft.savedUntil', { time: formatBookingTime(draftReservation.expireDate, draftReservation.timeZone, locale) });
}

/** SPEC §4 reservation draft: saved (and until when the table is held), saving, or the kept failure. */
export function DraftStatus() {
  const { t } = useTranslation('cart');
  const { reservationId } = useCart();
  const { status, errorText, flush } = useDraftSync();
  const text = useStatusText();
  if (!reservationId) return null;
  if (status === 'error') {
    return (
      <Status role="alert" data-testid="draft-status" data-status={status} $error>
        <span>{errorText}</span>
        <Retry type="button" onClick={() => void flush().catch(() => undefined)}>
          {t('draft.retry')}
        </Retry>
      </Status>
    );
  }
  if (!text) return null;
  return (
    <Status role="status" data-testid="draft-status" data-status={status} $error={false}>
      {(status === 'pending' || status === 'saving') && (
        <span aria-hidden="true">
          <Loader size={14} />
        </span>
      )}
      <span>{text}</span>
    </Status>
  );
}
